import { useEffect, useRef } from 'react';
import type { LiveMap } from '@app/shared/console/dashboard.schemas';
import { createMap, DEFAULT_TILE_URL, type MapHandle } from '@app/shared/map/tile-map';
import { markersOf } from '../lib/live-map';

/**
 * The live map (riders R, stores S, drops H), drawn by the dependency-free tile map; loaded with
 * `import()` by the dashboard only. The lists beside it say the same in text.
 */
export default function LiveMapView({ map }: { map: LiveMap }) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);

  // Made with the first markers (so it fits them), then moved as the data changes.
  useEffect(() => {
    if (!element.current) return;
    if (handle.current) handle.current.setMarkers(markersOf(map));
    else {
      handle.current = createMap({
        element: element.current,
        tileUrl: DEFAULT_TILE_URL,
        markers: markersOf(map),
      });
    }
  }, [map]);
  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = null;
    },
    [],
  );

  return (
    <div
      ref={element}
      data-testid="live-map"
      className="relative h-96 w-full overflow-hidden rounded-lg bg-gray-200"
      role="region"
      aria-label={`Live map: ${map.riders.length} online riders, ${map.orders.length} running orders`}
    />
  );
}
