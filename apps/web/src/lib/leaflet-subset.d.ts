// Leaflet's own source modules, typed by @types/leaflet: the maps (the pin map, the order and
// tracking maps) import only the parts they use (map, drag and zoom handlers, tiles, HTML markers,
// zoom and attribution controls), about half of Leaflet, so their pages keep within the script
// budget.
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
declare module 'leaflet/src/geo/LatLngBounds.js' {
  export { LatLngBounds } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Zoom.js';
declare module 'leaflet/src/control/Control.Attribution.js';
declare module 'leaflet/src/map/handler/Map.Drag.js';
declare module 'leaflet/src/map/handler/Map.TouchZoom.js';
declare module 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
declare module 'leaflet/src/map/handler/Map.Keyboard.js';
