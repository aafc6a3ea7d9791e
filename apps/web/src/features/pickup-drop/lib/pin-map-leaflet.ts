import * as L from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_TILE_URL, TILE_ATTRIBUTION } from '../../../lib/tracking/leaflet-map';

/**
 * A map with one draggable pin, imported only by `import()` from the select-location page, so
 * no other route downloads Leaflet. Dragging the pin or tapping the map moves it.
 */
export interface PinPoint {
  latitude: number;
  longitude: number;
}

export interface PinMapHandle {
  setPin: (point: PinPoint) => void;
  destroy: () => void;
}

const pinIcon = L.divIcon({
  className: '',
  iconSize: [34, 44],
  iconAnchor: [17, 42],
  html: '<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true"><path d="M17 43C17 43 32 27 32 16A15 15 0 0 0 2 16C2 27 17 43 17 43Z" fill="#e23744" stroke="#fff" stroke-width="3"/><circle cx="17" cy="16" r="5.5" fill="#fff"/></svg>',
});

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
  const map = L.map(element, { zoomControl: true, attributionControl: true });
  L.tileLayer(tileUrl || DEFAULT_TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(
    map,
  );
  const start = L.latLng(at.latitude, at.longitude);
  map.setView(start, 17);
  const pin = L.marker(start, { icon: pinIcon, draggable: true, title: label, alt: label }).addTo(
    map,
  );
  const report = (latLng: L.LatLng) => onMove({ latitude: latLng.lat, longitude: latLng.lng });
  pin.on('dragend', () => report(pin.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => {
    pin.setLatLng(event.latlng);
    report(event.latlng);
  });
  return {
    setPin: (point) => {
      const next = L.latLng(point.latitude, point.longitude);
      pin.setLatLng(next);
      map.panTo(next);
    },
    destroy: () => map.remove(),
  };
}
