import { useEffect, useRef, useState } from 'react';
import { useSetting } from '../../lib/settings/settings-store';
import type { MapHandle, MapMarker } from '@app/shared/map/tile-map';

export type { MapMarker } from '@app/shared/map/tile-map';

/**
 * A map of an order (store, destination, rider). Its code (lib/tracking/tile-map, no dependency)
 * loads on first render by dynamic import, so only the screens showing a map pay for it. Tiles come from the `mapTileUrl` setting
 * (any OpenStreetMap-compatible server), OpenStreetMap's own when unset.
 */
export function TrackingMap({
  markers,
  label,
  className = 'h-56',
}: {
  markers: readonly MapMarker[];
  label: string;
  className?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const latest = useRef(markers);
  const tileUrl = useSetting('mapTileUrl');
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = markers;
    handle.current?.setMarkers(markers);
  }, [markers]);

  useEffect(() => {
    let isCancelled = false;
    import('@app/shared/map/tile-map')
      .then(({ createMap }) => {
        if (isCancelled || !element.current) return;
        handle.current = createMap({ element: element.current, tileUrl, markers: latest.current });
      })
      .catch(() => {
        if (!isCancelled) setFailed(true);
      });
    return () => {
      isCancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [tileUrl]);

  if (hasFailed) return null;
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="tracking-map"
      className={`tracking-map relative z-0 w-full overflow-hidden bg-canvas ${className}`}
    />
  );
}
