import { useEffect, useState } from 'react';
import {
  setDeliveryGuyGpsLocation,
  type GpsLocationInput,
} from '../api/set-delivery-guy-gps-location';
import { GPS_POST_INTERVAL_MS } from '../../../lib/live/stream-events';
import { createThrottle } from '../lib/throttle';
import type { RiderAuth } from '../stores/delivery-user-store';
import '../../../lib/i18n/screen-strings';

export type GpsReporterState = 'idle' | 'sharing' | 'denied';

/**
 * While the rider is online and holds an order (accepted or picked up), watches the device
 * position and posts it at most once every GPS_POST_INTERVAL_MS, so the customer sees the rider
 * move. Failed posts are dropped: the next position replaces them anyway.
 */
export function useRiderGpsReporter({
  auth,
  isActive,
  send = setDeliveryGuyGpsLocation,
}: {
  auth: RiderAuth | null;
  isActive: boolean;
  send?: (input: GpsLocationInput) => Promise<unknown>;
}): GpsReporterState {
  const [state, setState] = useState<GpsReporterState>('idle');
  const token = auth?.token ?? null;
  const userId = auth?.user_id ?? null;
  const isOn = isActive && token !== null && userId !== null;

  useEffect(() => {
    if (!isOn || token === null || userId === null) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    const throttle = createThrottle<GeolocationPosition>({
      intervalMs: GPS_POST_INTERVAL_MS,
      send: (position) => {
        const { latitude, longitude, heading } = position.coords;
        void send({
          token,
          user_id: userId,
          latitude,
          longitude,
          heading: heading === null || Number.isNaN(heading) ? null : heading,
        }).catch(() => {});
      },
    });
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        setState('sharing');
        throttle.push(position);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState('denied');
      },
      { enableHighAccuracy: true, maximumAge: 2000, timeout: 20_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watchId);
      throttle.cancel();
      setState('idle');
    };
  }, [isOn, token, userId, send]);

  return isOn ? state : 'idle';
}
