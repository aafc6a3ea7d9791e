// Leaflet's own ES module build: no CommonJS interop helpers in the app's shared chunks.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
