import { useEffect, useRef, useState } from 'react';
import { Button, ErrorNote } from '../../../components/ui';
import type { Vertex, ZoneMapHandle } from '../lib/zone-map-leaflet';

/** Great-circle distance, as the server's rule (haversine on a 6371 km earth). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(Math.min(1, a)));
}

/**
 * The zone step: a map to draw the polygon (loaded on opening this step only), undo, clear, and
 * the points listed as text for keyboards and screen readers. Without a polygon the radius alone
 * decides who the store delivers to; with one, a customer must be inside both.
 */
export function ZoneStep({
  latitude,
  longitude,
  radiusKm,
  points,
  onChange,
}: {
  latitude: number;
  longitude: number;
  radiusKm: number;
  points: Vertex[];
  onChange: (points: Vertex[]) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<ZoneMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const latest = useRef({ points, onChange });
  useEffect(() => {
    latest.current = { points, onChange };
  });
  const [typed, setTyped] = useState('');
  const typedPoint = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(typed);
  const addTyped = () => {
    if (!typedPoint) return;
    onChange([...points, [Number(typedPoint[1]), Number(typedPoint[2])]]);
    setTyped('');
  };
  const outside = points.filter(
    ([lat, lng]) => distanceKm(latitude, longitude, lat, lng) > radiusKm,
  ).length;
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && radiusKm > 0;

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    import('../lib/zone-map-leaflet')
      .then(({ createZoneMap }) => {
        if (cancelled || !element.current) return;
        handle.current = createZoneMap({
          element: element.current,
          store: { latitude, longitude, radiusKm },
          points: latest.current.points,
          onChange: (next) => latest.current.onChange(next),
        });
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is made once; later changes go through the handle below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid]);

  useEffect(() => handle.current?.setPolygon(points), [points, ready]);
  useEffect(
    () => handle.current?.setStore({ latitude, longitude, radiusKm }),
    [latitude, longitude, radiusKm, ready],
  );

  if (!valid) return <p>Enter the store's latitude, longitude and delivery radius first.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">
        Click the map to add the zone's corners; drag a corner to move it. The dashed circle is the
        delivery radius: customers must be inside both.
      </p>
      {failed ? (
        <ErrorNote>
          The map could not be loaded. Check the connection and reopen this step.
        </ErrorNote>
      ) : null}
      <div
        ref={element}
        data-testid="zone-map"
        role="application"
        aria-label="Zone map: click to add a corner"
        className="h-96 w-full rounded-md border border-line"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={points.length === 0} onClick={() => onChange(points.slice(0, -1))}>
          Undo last point
        </Button>
        <Button tone="danger" disabled={points.length === 0} onClick={() => onChange([])}>
          Clear zone
        </Button>
        <span role="status" className="text-sm">
          {points.length === 0
            ? 'No zone: the radius alone decides.'
            : points.length < 3
              ? `${points.length} point${points.length === 1 ? '' : 's'}: a zone needs at least 3.`
              : `Zone with ${points.length} points.`}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="zone-typed-point">Or type a corner (latitude, longitude)</label>
        <input
          id="zone-typed-point"
          value={typed}
          placeholder="12.9716, 77.5946"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Inside the store form: Enter adds the corner instead of saving the store.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addTyped();
          }}
          className="w-56 rounded-md border border-line px-2 py-1"
        />
        <Button disabled={!typedPoint} onClick={addTyped}>
          Add corner
        </Button>
      </div>
      {outside > 0 && valid ? (
        <p className="text-sm text-amber-800">
          {outside} corner{outside === 1 ? ' lies' : 's lie'} outside the delivery radius: customers
          there are not served unless the radius grows.
        </p>
      ) : null}
      {points.length ? (
        <ol aria-label="Zone points" className="list-decimal pl-6 text-xs text-muted">
          {points.map(([lat, lng], index) => (
            <li key={`${index}-${lat}-${lng}`}>
              {lat.toFixed(5)}, {lng.toFixed(5)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
