import {
  Circle,
  CircleMarker,
  DivIcon,
  LatLng,
  Map as LeafletMap,
  Marker,
  Polygon,
  TileLayer,
  type LeafletMouseEvent,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * The zone drawing map, imported only by `import()` from the store editor's zone step, so no other
 * page downloads Leaflet. A click adds a vertex; each vertex is a draggable handle; the store is a
 * dot and its delivery radius a dashed circle. Tiles and attribution as the customer app's maps.
 */
export type Vertex = [number, number];

export interface ZoneMapHandle {
  setPolygon: (points: Vertex[]) => void;
  setStore: (at: { latitude: number; longitude: number; radiusKm: number }) => void;
  destroy: () => void;
}

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const handleIcon = new DivIcon({
  className: '',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
  html: '<span style="display:block;width:16px;height:16px;border-radius:9999px;background:#fff;border:3px solid #1d4ed8"></span>',
});

export function createZoneMap({
  element,
  store,
  points,
  onChange,
}: {
  element: HTMLElement;
  store: { latitude: number; longitude: number; radiusKm: number };
  points: Vertex[];
  onChange: (points: Vertex[]) => void;
}): ZoneMapHandle {
  const map = new LeafletMap(element, { zoomControl: true, attributionControl: true });
  const start = new LatLng(store.latitude, store.longitude);
  // A view first: layers project their points only on a map with a centre and zoom.
  map.fitBounds(start.toBounds(store.radiusKm * 2000), { padding: [10, 10] });
  new TileLayer(DEFAULT_TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);
  const center = new LatLng(store.latitude, store.longitude);
  const radius = new Circle(center, {
    radius: store.radiusKm * 1000,
    color: '#6b7280',
    dashArray: '6 6',
    fill: false,
    interactive: false,
  }).addTo(map);
  const dot = new CircleMarker(center, {
    radius: 6,
    color: '#e23744',
    fillOpacity: 1,
    interactive: false,
  }).addTo(map);
  const shape = new Polygon([], {
    color: '#1d4ed8',
    weight: 2,
    fillOpacity: 0.15,
    interactive: false,
  }).addTo(map);
  let current: Vertex[] = [];
  let handles: Marker[] = [];

  const draw = (next: Vertex[]) => {
    current = next;
    shape.setLatLngs(next.map(([lat, lng]) => new LatLng(lat, lng)));
    for (const handle of handles) handle.remove();
    handles = next.map(([lat, lng], index) => {
      const handle = new Marker(new LatLng(lat, lng), {
        icon: handleIcon,
        draggable: true,
        title: `Point ${index + 1}`,
        alt: `Point ${index + 1}`,
        keyboard: false,
      }).addTo(map);
      handle.on('drag', () => {
        const at = handle.getLatLng();
        const moved = current.map((point, i): Vertex => (i === index ? [at.lat, at.lng] : point));
        shape.setLatLngs(moved.map(([a, b]) => new LatLng(a, b)));
      });
      handle.on('dragend', () => {
        const at = handle.getLatLng();
        onChange(
          current.map((point, i): Vertex => (i === index ? [round(at.lat), round(at.lng)] : point)),
        );
      });
      return handle;
    });
  };
  const round = (value: number) => Math.round(value * 1e6) / 1e6;

  map.on('click', (event: LeafletMouseEvent) => {
    onChange([...current, [round(event.latlng.lat), round(event.latlng.lng)]]);
  });
  draw(points);

  return {
    setPolygon: draw,
    setStore: (at) => {
      const next = new LatLng(at.latitude, at.longitude);
      radius.setLatLng(next);
      radius.setRadius(at.radiusKm * 1000);
      dot.setLatLng(next);
    },
    destroy: () => map.remove(),
  };
}
