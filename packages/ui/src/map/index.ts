// @fiu/ui/map: the Leaflet map, a separate entry so that the loader, the shared chunk and the screens
// without a map never bundle leaflet. Import it only where a map is drawn:
//
//   import { MapView } from '@fiu/ui/map';
//
// Even there, leaflet (and the offline base map data) are fetched with import() when a MapView first
// mounts; preloadMap() starts that early.
export {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_HEIGHT,
  DEFAULT_MAP_ZOOM,
  MapView,
  loadLeaflet,
  preloadMap,
  type MapMarker,
  type MapViewProps,
} from './MapView';
export { buildClusterIndex, clusterSize, loadSupercluster, shortCount, type ClusterIndex, type ClusterItem, type MapPoint } from './clusterIndex';
export { LIST_LIMIT, drawClusters, type MapClusters } from './clusterLayer';
export { DEFAULT_NOUN, buildClusterNode, buildInfoNode, buildListNode, clusterLabel, type MapNoun, type MapPointInfo } from './popupNode';
export { ROUTE_SPEED_KMH, distanceKm, formatDuration, routeDash, routeStops, routeSummary, type MapRoute, type RouteMode, type RouteSummary } from './route';
export { BASEMAP_ATTRIBUTION, featureBounds, loadBasemap, type Basemap, type BasemapFeature, type BasemapRole } from './basemap';
export { buildLabelNode, buildPinNode, escapeText } from './labelNode';
export { mapCss } from './map.css';
export { leafletCss, leafletVersion } from './leafletCss.css';
