import 'leaflet/src/control/Control.Attribution.js';
import 'leaflet/src/control/Control.Zoom.js';
import { LatLng } from 'leaflet/src/geo/LatLng.js';
import { DivIcon } from 'leaflet/src/layer/marker/DivIcon.js';
import { Marker } from 'leaflet/src/layer/marker/Marker.js';
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import 'leaflet/src/map/handler/Map.Drag.js';
import 'leaflet/src/map/handler/Map.Keyboard.js';
import 'leaflet/src/map/handler/Map.TouchZoom.js';
import { Map as LeafletMap } from 'leaflet/src/map/Map.js';
import type { LeafletMouseEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * A map with one draggable pin, imported only by `import()` from the select-location page, so
 * no other route downloads Leaflet. Dragging the pin or tapping the map moves it. Built from
 * Leaflet's source modules (leaflet-subset.d.ts): no vector layers, popups or GeoJSON.
 */
export interface PinPoint {
  latitude: number;
  longitude: number;
}

export interface PinMapHandle {
  setPin: (point: PinPoint) => void;
  destroy: () => void;
}

/** As lib/tracking/tile-map.ts (the order maps, which draw their tiles without Leaflet). */
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function createPinMap({
  element,
  tileUrl,
  at,
  label,
  onMove,
}: {
  element: HTMLElement;
  tileUrl: string;
  at: PinPoint;
  label: string;
  onMove: (point: PinPoint) => void;
}): PinMapHandle {
  const start = new LatLng(at.latitude, at.longitude);
  const map = new LeafletMap(element, { zoomControl: true, attributionControl: true });
  map.setView(start, 17);
  new TileLayer(tileUrl || DEFAULT_TILE_URL, {
    maxZoom: 19,
    attribution: TILE_ATTRIBUTION,
  }).addTo(map);
  const icon = new DivIcon({
    className: '',
    iconSize: [34, 44],
    iconAnchor: [17, 42],
    html: '<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true"><path d="M17 43C17 43 32 27 32 16A15 15 0 0 0 2 16C2 27 17 43 17 43Z" fill="#e23744" stroke="#fff" stroke-width="3"/><circle cx="17" cy="16" r="5.5" fill="#fff"/></svg>',
  });
  const pin = new Marker(start, { icon, draggable: true, title: label, alt: label }).addTo(map);
  const report = (latLng: LatLng) => onMove({ latitude: latLng.lat, longitude: latLng.lng });
  pin.on('dragend', () => report(pin.getLatLng()));
  map.on('click', (event: LeafletMouseEvent) => {
    pin.setLatLng(event.latlng);
    report(event.latlng);
  });
  return {
    setPin: (point) => {
      const next = new LatLng(point.latitude, point.longitude);
      pin.setLatLng(next);
      map.panTo(next);
    },
    destroy: () => map.remove(),
  };
}
