import 'leaflet/src/control/Control.Attribution.js';
import 'leaflet/src/control/Control.Zoom.js';
import { LatLng } from 'leaflet/src/geo/LatLng.js';
import { LatLngBounds } from 'leaflet/src/geo/LatLngBounds.js';
import { DivIcon } from 'leaflet/src/layer/marker/DivIcon.js';
import { Marker } from 'leaflet/src/layer/marker/Marker.js';
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import 'leaflet/src/map/handler/Map.Drag.js';
import 'leaflet/src/map/handler/Map.TouchZoom.js';
import { Map as LeafletMap } from 'leaflet/src/map/Map.js';
import 'leaflet/dist/leaflet.css';

/**
 * Leaflet's parts the order maps use (lib/leaflet-subset.d.ts: map, drag and zoom, tiles, HTML
 * markers; no vector layers, popups or GeoJSON) and its stylesheet, imported only by `import()`
 * from the map component, so the routes that show no map never download them. Markers are HTML
 * (divIcon): no marker PNGs to ship.
 */
export type MarkerKind = 'store' | 'destination' | 'rider' | 'pickup' | 'drop';

export interface MapMarker {
  id: string;
  kind: MarkerKind;
  latitude: number;
  longitude: number;
  label: string;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const MARKER_STYLE: Record<MarkerKind, { colour: string; glyph: string }> = {
  store: { colour: '#b45309', glyph: 'S' },
  destination: { colour: '#15803d', glyph: 'H' },
  rider: { colour: '#1d4ed8', glyph: 'R' },
  pickup: { colour: '#b45309', glyph: 'P' },
  drop: { colour: '#15803d', glyph: 'D' },
};

function iconFor(kind: MarkerKind): DivIcon {
  const { colour, glyph } = MARKER_STYLE[kind];
  return new DivIcon({
    className: '',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    html: `<span style="display:grid;place-items:center;width:30px;height:30px;border-radius:9999px;background:${colour};color:#fff;font:700 13px system-ui,sans-serif;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)">${glyph}</span>`,
  });
}

export interface MapHandle {
  setMarkers: (markers: readonly MapMarker[]) => void;
  destroy: () => void;
}

export function createMap({
  element,
  tileUrl,
  markers,
}: {
  element: HTMLElement;
  tileUrl: string;
  markers: readonly MapMarker[];
}): MapHandle {
  const map = new LeafletMap(element, {
    zoomControl: true,
    attributionControl: true,
    scrollWheelZoom: false,
  });
  new TileLayer(tileUrl || DEFAULT_TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(
    map,
  );
  const layers = new Map<string, Marker>();

  const setMarkers = (next: readonly MapMarker[]) => {
    const ids = new Set(next.map((marker) => marker.id));
    for (const [id, layer] of layers) {
      if (!ids.has(id)) {
        layer.remove();
        layers.delete(id);
      }
    }
    for (const marker of next) {
      const at = new LatLng(marker.latitude, marker.longitude);
      const existing = layers.get(marker.id);
      if (existing) existing.setLatLng(at);
      else {
        const layer = new Marker(at, {
          icon: iconFor(marker.kind),
          title: marker.label,
          alt: marker.label,
          keyboard: false,
        }).addTo(map);
        layers.set(marker.id, layer);
      }
    }
  };

  setMarkers(markers);
  const points = markers.map((marker) => new LatLng(marker.latitude, marker.longitude));
  if (points.length > 1)
    map.fitBounds(new LatLngBounds(points), { padding: [36, 36], maxZoom: 16 });
  else if (points[0]) map.setView(points[0], 15);
  else map.setView(new LatLng(12.9716, 77.5946), 12);

  return { setMarkers, destroy: () => map.remove() };
}
