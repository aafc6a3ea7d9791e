import { useMemo } from 'react';
import { TrackingMap, type MapMarker } from '../tracking/tracking-map';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/courier-tracking-strings';

interface Point {
  latitude: number;
  longitude: number;
}

/** A task's map: the pickup, the drop and, once known, the rider (Leaflet loads lazily). */
export function CourierMap({
  pickup,
  drop,
  rider,
  label,
  className = 'h-60',
}: {
  pickup: Point;
  drop: Point;
  rider: Point | null;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [
      { id: 'pickup', kind: 'pickup', ...pick(pickup), label: t('courierPickup') },
      { id: 'drop', kind: 'drop', ...pick(drop), label: t('courierDrop') },
    ];
    if (rider)
      list.push({ id: 'rider', kind: 'rider', ...pick(rider), label: t('courierRiderLabel') });
    return list;
    // The points' numbers, not their objects: a refetch with the same position moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    pickup.latitude,
    pickup.longitude,
    drop.latitude,
    drop.longitude,
    rider?.latitude,
    rider?.longitude,
    t,
  ]);
  return <TrackingMap markers={markers} label={label} className={className} />;
}

function pick({ latitude, longitude }: Point): Point {
  return { latitude, longitude };
}
