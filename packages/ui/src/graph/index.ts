// @fiu/ui/graph: the network graph (cytoscape), a separate entry so that the loader, the shared chunk and the
// screens without a graph never bundle cytoscape. Import it only where a graph is drawn:
//
//   import { NetworkGraph } from '@fiu/ui/graph';
//
// Even there, cytoscape is fetched with import() when a NetworkGraph first mounts.
export {
  DEFAULT_GRAPH_HEIGHT,
  GRAPH_ZOOM,
  NetworkGraph,
  loadCytoscape,
  type GraphEdgeIn,
  type GraphNodeIn,
  type GraphTypeStyle,
  type NetworkGraphProps,
} from './NetworkGraph';
export { graphCss } from './graph.css';
