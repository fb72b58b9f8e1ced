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
export { BASEMAP_ATTRIBUTION, featureBounds, loadBasemap, type Basemap, type BasemapFeature, type BasemapRole } from './basemap';
export { buildLabelNode, buildPinNode, escapeText } from './labelNode';
export { mapCss } from './map.css';
export { leafletCss, leafletVersion } from './leafletCss.css';
