import { useEffect, useRef, useState } from 'react';
import { useSetting } from '../../../lib/settings/settings-store';
import type { PinMapHandle, PinPoint } from '../lib/pin-map-leaflet';

/** The map with a draggable pin; Leaflet downloads when this mounts (only this route has it). */
export function PinMap({
  at,
  label,
  onMove,
}: {
  at: PinPoint;
  label: string;
  onMove: (point: PinPoint) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const start = useRef(at);
  const onMoveRef = useRef(onMove);
  const tileUrl = useSetting('mapTileUrl');
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    let isCancelled = false;
    import('../lib/pin-map-leaflet')
      .then(({ createPinMap }) => {
        if (isCancelled || !element.current) return;
        handle.current = createPinMap({
          element: element.current,
          tileUrl,
          at: start.current,
          label,
          onMove: (point) => onMoveRef.current(point),
        });
      })
      .catch(() => {
        if (!isCancelled) setFailed(true);
      });
    return () => {
      isCancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [tileUrl, label]);

  if (hasFailed) return null;
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="pin-map"
      className="relative z-0 h-[42dvh] min-h-60 w-full overflow-hidden bg-canvas"
    />
  );
}
