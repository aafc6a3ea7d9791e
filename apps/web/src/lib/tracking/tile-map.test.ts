import { afterEach, describe, expect, test } from 'vitest';
import { PADDING, createMap, fitView, project, type MapMarker } from '@app/shared/map/tile-map';

const store = { latitude: 12.9719, longitude: 77.6412 };
const home = { latitude: 13.0019, longitude: 77.6612 };

function sized(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}

const marker = (id: string, kind: MapMarker['kind'], at: typeof store): MapMarker => ({
  id,
  kind,
  ...at,
  label: id,
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('project', () => {
  test('Web Mercator: 0°, 0° is the middle of the world; a zoom doubles the pixels', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: -180 }, 1)).toEqual({ x: 0, y: 256 });
    const at12 = project(store, 12);
    const at13 = project(store, 13);
    expect(at13.x).toBeCloseTo(at12.x * 2, 6);
    expect(at13.y).toBeCloseTo(at12.y * 2, 6);
    // North is up: a higher latitude is a smaller y.
    expect(project(home, 12).y).toBeLessThan(at12.y);
  });
});

describe('fitView', () => {
  test('two places fit inside the box with the padding, at the largest such zoom', () => {
    const { zoom, centre } = fitView([store, home], 390, 224);
    expect(zoom).toBeLessThanOrEqual(16);
    for (const place of [store, home]) {
      const point = project(place, zoom);
      expect(Math.abs(point.x - centre.x)).toBeLessThanOrEqual(390 / 2 - PADDING);
      expect(Math.abs(point.y - centre.y)).toBeLessThanOrEqual(224 / 2 - PADDING);
    }
    // One zoom closer, they would not fit.
    const a = project(store, zoom + 1);
    const b = project(home, zoom + 1);
    expect(Math.abs(a.x - b.x) > 390 - 2 * PADDING || Math.abs(a.y - b.y) > 224 - 2 * PADDING).toBe(
      true,
    );
  });

  test('places very close together stop at zoom 16; one place is zoom 15; none is Bengaluru at 12', () => {
    expect(fitView([store, { ...store, latitude: store.latitude + 0.00001 }], 390, 224).zoom).toBe(
      16,
    );
    expect(fitView([store], 390, 224)).toEqual({ zoom: 15, centre: project(store, 15) });
    expect(fitView([], 390, 224)).toEqual({
      zoom: 12,
      centre: project({ latitude: 12.9716, longitude: 77.5946 }, 12),
    });
  });
});

describe('createMap', () => {
  test('markers, tiles, zoom buttons and attribution; a moved marker moves in place', () => {
    const element = sized(390, 224);
    const map = createMap({
      element,
      tileUrl: '',
      markers: [marker('store', 'store', store), marker('rider', 'rider', home)],
    });
    const rider = element.querySelector<HTMLElement>('.tracking-marker[data-kind="rider"]')!;
    expect(rider.getAttribute('role')).toBe('img');
    expect(rider.getAttribute('aria-label')).toBe('rider');
    expect(rider.textContent).toBe('R');
    const left = parseFloat(rider.style.left);
    const top = parseFloat(rider.style.top);
    expect(left).toBeGreaterThanOrEqual(PADDING - 1);
    expect(left).toBeLessThanOrEqual(390 - PADDING + 1);
    expect(top).toBeGreaterThanOrEqual(PADDING - 1);
    expect(top).toBeLessThanOrEqual(224 - PADDING + 1);
    const tiles = [...element.querySelectorAll('img')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]!.alt).toBe('');
    expect(tiles[0]!.getAttribute('src')).toMatch(
      /^https:\/\/[abc]\.tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/,
    );
    expect(element.querySelector('a')?.textContent).toBe('OpenStreetMap');

    // Halfway to the store: same node, new place, still in view (no re-fit: the store stays put).
    const storeNode = element.querySelector<HTMLElement>('[data-kind="store"]')!;
    const storeAt = storeNode.style.left;
    map.setMarkers([
      marker('store', 'store', store),
      marker('rider', 'rider', {
        latitude: (store.latitude + home.latitude) / 2,
        longitude: (store.longitude + home.longitude) / 2,
      }),
    ]);
    expect(element.querySelector('[data-kind="rider"]')).toBe(rider);
    expect(parseFloat(rider.style.top)).toBeGreaterThan(top);
    expect(storeNode.style.left).toBe(storeAt);

    // Out of view: the map fits again, every marker inside.
    map.setMarkers([
      marker('store', 'store', store),
      marker('rider', 'rider', { latitude: 13.2, longitude: 77.9 }),
    ]);
    for (const node of element.querySelectorAll<HTMLElement>('.tracking-marker')) {
      expect(parseFloat(node.style.left)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(node.style.left)).toBeLessThanOrEqual(390);
      expect(parseFloat(node.style.top)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(node.style.top)).toBeLessThanOrEqual(224);
    }

    map.destroy();
    expect(element.children.length).toBe(0);
  });

  test('zoom in and out keep the centre and swap the tiles', () => {
    const element = sized(390, 224);
    createMap({ element, tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', markers: [] });
    const zoomOf = () =>
      new Set(
        [...element.querySelectorAll('img')].map((img) => img.getAttribute('src')!.split('/')[3]),
      );
    expect(zoomOf()).toEqual(new Set(['12']));
    element.querySelector<HTMLButtonElement>('button[aria-label="Zoom in"]')!.click();
    expect(zoomOf()).toEqual(new Set(['13']));
    element.querySelector<HTMLButtonElement>('button[aria-label="Zoom out"]')!.click();
    element.querySelector<HTMLButtonElement>('button[aria-label="Zoom out"]')!.click();
    expect(zoomOf()).toEqual(new Set(['11']));
  });
});
