import { useEffect, useRef, useState, type ReactElement } from 'react';
// Types only: cytoscape is loaded with import() when a graph is first drawn, so a screen that imports this module
// but never shows its graph tab does not fetch it.
import type cytoscape from 'cytoscape';
import { cx } from '../cx';

export interface GraphNodeIn {
  id: string;
  type: string;
  label: string;
}
export interface GraphEdgeIn {
  id: string;
  source: string;
  target: string;
  type: string;
  label?: string;
}

/** How a node type or an edge type is drawn: a colour (any CSS colour cytoscape reads) and, for nodes, a shape. */
export interface GraphTypeStyle {
  color: string;
  shape?: 'ellipse' | 'round-rectangle' | 'diamond' | 'hexagon' | 'triangle' | 'star' | 'tag' | 'barrel';
}

export interface NetworkGraphProps {
  nodes: readonly GraphNodeIn[];
  edges: readonly GraphEdgeIn[];
  nodeStyles?: Readonly<Record<string, GraphTypeStyle>>;
  edgeStyles?: Readonly<Record<string, GraphTypeStyle>>;
  /** Zoom bounds and the zoom the graph opens at (default 0.3, 4 and 1.2). */
  minZoom?: number;
  maxZoom?: number;
  zoom?: number;
  /** Pixels or a CSS length; default 800. */
  height?: number | string;
  /** The node shown as chosen: centred and ringed. Change it to centre another node. */
  selected?: string | null;
  /** A node was tapped (or clicked). */
  onSelect?(id: string): void;
  'aria-label'?: string;
  loadingText?: string;
  failedText?: string;
  className?: string;
}

export const GRAPH_ZOOM = { min: 0.3, max: 4, initial: 1.2 } as const;
export const DEFAULT_GRAPH_HEIGHT = 800;

type CyModule = typeof cytoscape;
let cyPromise: Promise<CyModule> | null = null;

/**
 * cytoscape puts a <style> element in the document's head (`position: relative` for its containers) unless an
 * element with this id is there already: under the product's CSP (style-src 'self') that inline style is refused
 * and reported. A placeholder claims the id; the container's position comes from graph.css instead.
 */
const CYTOSCAPE_STYLE_ID = '__________cytoscape_stylesheet';
function claimCytoscapeStyle(doc: Document): void {
  if (doc.getElementById(CYTOSCAPE_STYLE_ID)) return;
  const claim = doc.createElement('meta');
  claim.id = CYTOSCAPE_STYLE_ID;
  doc.head.append(claim);
}

/** Imports cytoscape once (its own chunk in the script-tag build). */
export function loadCytoscape(): Promise<CyModule> {
  cyPromise ??= import('cytoscape').then((mod) => {
    const ns = mod as unknown as { default?: CyModule };
    return (ns.default ?? mod) as CyModule;
  });
  cyPromise.catch(() => {
    cyPromise = null;
  });
  return cyPromise;
}

function stylesheet(p: NetworkGraphProps): cytoscape.StylesheetJson {
  const out: cytoscape.StylesheetJson = [
    {
      selector: 'node',
      style: {
        label: 'data(label)',
        'font-size': 10,
        'text-valign': 'bottom',
        'text-margin-y': 3,
        'text-wrap': 'ellipsis',
        'text-max-width': '120px',
        color: '#1f2328',
        width: 22,
        height: 22,
        'background-color': '#57606a',
      },
    },
    { selector: 'edge', style: { width: 1.5, 'line-color': '#8c959f', 'curve-style': 'bezier', 'target-arrow-shape': 'triangle', 'target-arrow-color': '#8c959f', 'arrow-scale': 0.8 } },
    { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#0f62fe' } },
  ];
  for (const [type, s] of Object.entries(p.nodeStyles ?? {})) {
    out.push({ selector: `node[type = "${type.replace(/["\\]/g, '')}"]`, style: { 'background-color': s.color, ...(s.shape ? { shape: s.shape } : {}) } });
  }
  for (const [type, s] of Object.entries(p.edgeStyles ?? {})) {
    out.push({ selector: `edge[type = "${type.replace(/["\\]/g, '')}"]`, style: { 'line-color': s.color, 'target-arrow-color': s.color } });
  }
  return out;
}

/**
 * A network graph on a canvas (cytoscape): a force layout (cose), pan and zoom within bounds, tap a node to
 * choose it (it is centred). Domain-free: nodes and edges carry a type, and the styles say how each type looks.
 * A canvas is not readable by a screen reader: the screen that draws one gives its nodes as a list beside it.
 */
export function NetworkGraph(p: NetworkGraphProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const cyRef = useRef<cytoscape.Core | null>(null);
  const onSelect = useRef(p.onSelect);
  onSelect.current = p.onSelect;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const min = p.minZoom ?? GRAPH_ZOOM.min;
  const max = p.maxZoom ?? GRAPH_ZOOM.max;
  const zoom = p.zoom ?? GRAPH_ZOOM.initial;

  useEffect(() => {
    let gone = false;
    loadCytoscape()
      .then((make) => {
        if (gone || !box.current) return;
        claimCytoscapeStyle(box.current.ownerDocument);
        const cy = make({
          container: box.current,
          elements: [
            ...p.nodes.map((n) => ({ group: 'nodes' as const, data: { ...n } })),
            ...p.edges.map((e) => ({ group: 'edges' as const, data: { ...e, label: e.label ?? '' } })),
          ],
          style: stylesheet(p),
          minZoom: min,
          maxZoom: max,
          wheelSensitivity: 0.3,
          boxSelectionEnabled: false,
        });
        cy.on('tap', 'node', (e: cytoscape.EventObject) => onSelect.current?.(String(e.target.id())));
        cy.layout({ name: 'cose', animate: false, randomize: false, nodeDimensionsIncludeLabels: true, fit: false } as cytoscape.LayoutOptions).run();
        cy.zoom(zoom);
        cy.center();
        cyRef.current = cy;
        setState('ready');
      })
      // No canvas (an old or headless browser) or no chunk (offline): said in place of the graph.
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      cyRef.current?.destroy();
      cyRef.current = null;
    };
    // The graph is built once per nodes/edges arrays; styles and zoom are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.nodes, p.edges]);

  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || state !== 'ready') return;
    cy.nodes(':selected').unselect();
    if (!p.selected) return;
    const node = cy.getElementById(p.selected);
    if (node.empty()) return;
    node.select();
    // The node's own centre, not its bounding box's (which holds the label below it).
    const at = node.position();
    cy.animate({ pan: { x: cy.width() / 2 - at.x * cy.zoom(), y: cy.height() / 2 - at.y * cy.zoom() } }, { duration: 250 });
  }, [p.selected, state]);

  const height = typeof p.height === 'number' || p.height === undefined ? `${p.height ?? DEFAULT_GRAPH_HEIGHT}px` : p.height;
  return (
    <div className={cx('fiu-graph', p.className)} style={{ height }}>
      <div ref={box} className="fiu-graph__canvas" role="img" aria-label={p['aria-label'] ?? 'Network graph'} data-state={state} />
      {state !== 'ready' ? (
        <p className="fiu-graph__state" role={state === 'failed' ? 'alert' : 'status'}>
          {state === 'failed' ? (p.failedText ?? 'The graph could not be drawn.') : (p.loadingText ?? 'Drawing the graph…')}
        </p>
      ) : null}
    </div>
  );
}
