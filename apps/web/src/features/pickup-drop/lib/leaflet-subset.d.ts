// Leaflet's own source modules, typed by @types/leaflet: the pin map imports only the parts it
// uses (map, drag and zoom handlers, tiles, one marker, zoom and attribution controls), about half
// of Leaflet, so the select-location page keeps within its script budget.
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
