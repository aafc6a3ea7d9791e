// Leaflet's own source modules, typed by @types/leaflet: the pickup and drop pin map imports only
// the parts it uses (map, drag and zoom handlers, tiles, HTML markers, zoom and attribution
// controls), about half of Leaflet, so its page keeps within the script budget. The order and
// tracking maps use no Leaflet (lib/tracking/tile-map).
declare module 'leaflet/src/map/Map.js' {
  export { Map } from 'leaflet';
}
declare module 'leaflet/src/layer/tile/TileLayer.js' {
  export { TileLayer } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/Marker.js' {
  export { Marker } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/DivIcon.js' {
  export { DivIcon } from 'leaflet';
}
declare module 'leaflet/src/geo/LatLng.js' {
  export { LatLng } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Zoom.js';
declare module 'leaflet/src/control/Control.Attribution.js';
declare module 'leaflet/src/map/handler/Map.Drag.js';
declare module 'leaflet/src/map/handler/Map.TouchZoom.js';
declare module 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
declare module 'leaflet/src/map/handler/Map.Keyboard.js';
