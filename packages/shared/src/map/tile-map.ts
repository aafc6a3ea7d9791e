/**
 * The order maps (store, destination, rider; pickup, drop) of the customer and rider app, and the
 * console dashboard's live map: OpenStreetMap tiles as `<img>`s and HTML markers over them, Web
 * Mercator math by hand. DOM code, but framework-free, so both apps share it from here. No dependency (Leaflet was 24 KB gzipped for
 * this; the pin map, which needs a draggable pin, keeps it). Imported only by `import()` from the
 * map component, so the routes that show no map never download it.
 */
export type MarkerKind = 'store' | 'destination' | 'rider' | 'pickup' | 'drop';

export interface MapMarker {
  id: string;
  kind: MarkerKind;
  latitude: number;
  longitude: number;
  label: string;
}

export interface MapHandle {
  setMarkers: (markers: readonly MapMarker[]) => void;
  destroy: () => void;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const TILE = 256;
export const PADDING = 36;
export const MAX_FIT_ZOOM = 16;
const MIN_ZOOM = 1;
const MAX_ZOOM = 19;
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
/** When the element has no size yet (not laid out): the component's default height. */
const FALLBACK = { width: 360, height: 224 };

const MARKER_STYLE: Record<MarkerKind, { colour: string; glyph: string }> = {
  store: { colour: '#b45309', glyph: 'S' },
  destination: { colour: '#15803d', glyph: 'H' },
  rider: { colour: '#1d4ed8', glyph: 'R' },
  pickup: { colour: '#b45309', glyph: 'P' },
  drop: { colour: '#15803d', glyph: 'D' },
};

export interface Point {
  x: number;
  y: number;
}

interface LatLng {
  latitude: number;
  longitude: number;
}

/** World pixel coordinates of a place at a zoom (Web Mercator, 256-px tiles). */
export function project({ latitude, longitude }: LatLng, zoom: number): Point {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * The zoom (at most 16) and centre (world pixels at that zoom) that show every place inside a box
 * of `width` × `height` with 36 px to spare at each side. One place: zoom 15 on it; none: Bengaluru.
 */
export function fitView(
  places: readonly LatLng[],
  width: number,
  height: number,
): { zoom: number; centre: Point } {
  if (places.length === 0) return { zoom: 12, centre: project(BENGALURU, 12) };
  if (places.length === 1) return { zoom: 15, centre: project(places[0]!, 15) };
  let zoom = MAX_FIT_ZOOM;
  for (; zoom > 0; zoom--) {
    const points = places.map((place) => project(place, zoom));
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    if (
      Math.max(...xs) - Math.min(...xs) <= width - 2 * PADDING &&
      Math.max(...ys) - Math.min(...ys) <= height - 2 * PADDING
    )
      break;
  }
  const points = places.map((place) => project(place, zoom));
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return {
    zoom,
    centre: {
      x: (Math.min(...xs) + Math.max(...xs)) / 2,
      y: (Math.min(...ys) + Math.max(...ys)) / 2,
    },
  };
}

function markerElement(marker: MapMarker): HTMLElement {
  const { colour, glyph } = MARKER_STYLE[marker.kind];
  const node = document.createElement('div');
  node.className = 'tracking-marker';
  node.dataset.kind = marker.kind;
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', marker.label);
  node.title = marker.label;
  node.style.cssText = 'position:absolute;width:30px;height:30px;margin:-15px 0 0 -15px;z-index:2';
  node.innerHTML = `<span style="display:grid;place-items:center;width:30px;height:30px;box-sizing:border-box;border-radius:9999px;background:${colour};color:#fff;font:700 13px system-ui,sans-serif;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)">${glyph}</span>`;
  return node;
}

/** Shown once loaded: a tile that fails (offline) leaves the grey background, no broken icon. */
function tileImage(src: string): HTMLImageElement {
  const img = document.createElement('img');
  img.alt = '';
  img.draggable = false;
  img.style.cssText = `position:absolute;width:${TILE}px;height:${TILE}px;max-width:none;user-select:none;visibility:hidden`;
  img.onload = () => (img.style.visibility = '');
  img.src = src;
  return img;
}

function zoomButton(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.style.cssText =
    'display:block;width:32px;height:32px;border:0;background:#fff;color:#111;font:700 18px system-ui,sans-serif;cursor:pointer';
  button.addEventListener('click', onClick);
  return button;
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
  const url = tileUrl || DEFAULT_TILE_URL;
  const root = document.createElement('div');
  root.style.cssText = 'position:absolute;inset:0;overflow:hidden;touch-action:none;cursor:grab';
  const tilePane = document.createElement('div');
  const markerPane = document.createElement('div');
  const controls = document.createElement('div');
  controls.style.cssText =
    'position:absolute;top:8px;left:8px;z-index:3;display:grid;gap:1px;background:#ccc;border-radius:6px;overflow:hidden;box-shadow:0 1px 4px rgba(0,0,0,.3)';
  const attribution = document.createElement('div');
  attribution.style.cssText =
    'position:absolute;right:0;bottom:0;z-index:3;padding:1px 5px;background:rgba(255,255,255,.8);color:#333;font:11px system-ui,sans-serif';
  attribution.innerHTML = TILE_ATTRIBUTION;
  root.append(tilePane, markerPane, controls, attribution);
  element.append(root);

  const tiles = new Map<string, HTMLImageElement>();
  const pins = new Map<string, { node: HTMLElement; at: MapMarker }>();
  let zoom = 12;
  let centre: Point = { x: 0, y: 0 };
  let width = 0;
  let height = 0;

  const measure = () => {
    width = element.clientWidth || FALLBACK.width;
    height = element.clientHeight || FALLBACK.height;
  };
  const screenOf = (place: LatLng): Point => {
    const world = project(place, zoom);
    return { x: world.x - centre.x + width / 2, y: world.y - centre.y + height / 2 };
  };

  const render = () => {
    const left = centre.x - width / 2;
    const top = centre.y - height / 2;
    const count = 2 ** zoom;
    const wanted = new Set<string>();
    for (
      let ty = Math.max(0, Math.floor(top / TILE));
      ty <= Math.floor((top + height) / TILE);
      ty++
    ) {
      if (ty >= count) break;
      for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
        const key = `${zoom}/${tx}/${ty}`;
        wanted.add(key);
        let img = tiles.get(key);
        if (!img) {
          const x = ((tx % count) + count) % count;
          img = tileImage(
            url
              .replace('{s}', 'abc'[(x + ty) % 3]!)
              .replace('{z}', String(zoom))
              .replace('{x}', String(x))
              .replace('{y}', String(ty)),
          );
          tiles.set(key, img);
          tilePane.append(img);
        }
        img.style.left = `${Math.round(tx * TILE - left)}px`;
        img.style.top = `${Math.round(ty * TILE - top)}px`;
      }
    }
    for (const [key, img] of tiles)
      if (!wanted.has(key)) {
        img.remove();
        tiles.delete(key);
      }
    for (const { node, at } of pins.values()) {
      const point = screenOf(at);
      node.style.left = `${Math.round(point.x)}px`;
      node.style.top = `${Math.round(point.y)}px`;
    }
  };

  const fit = () => {
    measure();
    ({ zoom, centre } = fitView(
      [...pins.values()].map((pin) => pin.at),
      width,
      height,
    ));
    render();
  };

  const setZoom = (next: number) => {
    next = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next));
    centre = { x: centre.x * 2 ** (next - zoom), y: centre.y * 2 ** (next - zoom) };
    zoom = next;
    render();
  };
  controls.append(
    zoomButton('+', 'Zoom in', () => setZoom(zoom + 1)),
    zoomButton('−', 'Zoom out', () => setZoom(zoom - 1)),
  );

  // Drag to pan (mouse, pen or one finger).
  let drag: Point | null = null;
  const onDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('button,a')) return;
    drag = { x: event.clientX, y: event.clientY };
    root.setPointerCapture?.(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    centre = { x: centre.x - (event.clientX - drag.x), y: centre.y - (event.clientY - drag.y) };
    drag = { x: event.clientX, y: event.clientY };
    render();
  };
  const onUp = () => {
    drag = null;
  };
  root.addEventListener('pointerdown', onDown);
  root.addEventListener('pointermove', onMove);
  root.addEventListener('pointerup', onUp);
  root.addEventListener('pointercancel', onUp);

  const setMarkers = (next: readonly MapMarker[]) => {
    const ids = new Set(next.map((marker) => marker.id));
    for (const [id, pin] of pins)
      if (!ids.has(id)) {
        pin.node.remove();
        pins.delete(id);
      }
    for (const marker of next) {
      const pin = pins.get(marker.id);
      if (pin) pin.at = marker;
      else {
        const node = markerElement(marker);
        markerPane.append(node);
        pins.set(marker.id, { node, at: marker });
      }
    }
    const outside = next.some((marker) => {
      const point = screenOf(marker);
      return point.x < 0 || point.y < 0 || point.x > width || point.y > height;
    });
    if (outside) fit();
    else render();
  };

  setMarkers(markers);
  fit();

  let lastSize = `${width}x${height}`;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          const size = `${element.clientWidth}x${element.clientHeight}`;
          if (size === lastSize) return;
          lastSize = size;
          fit();
        });
  observer?.observe(element);

  return {
    setMarkers,
    destroy: () => {
      observer?.disconnect();
      root.remove();
    },
  };
}
