import type { SavedGeoLocation } from '@app/shared/location/location.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client';
import { isAndroidWebView } from '../platform';
import { coordinateToAddress } from './coordinate-to-address';
import type { PlaceParts } from './location-store';
import '../i18n/screen-strings';

/** SPEC §5 and §9: the device gets 5 s to report a position. */
export const POSITION_TIMEOUT_MS = 5000;

export interface ResolvedLocation {
  geoLocation: SavedGeoLocation;
  place: PlaceParts | null;
}

interface UseCurrentLocationOptions {
  /** Called once the position has been turned into an address; the overlay then hides unless kept. */
  onResolved: (location: ResolvedLocation) => { keepOverlay: boolean };
  /** Shown outside the Android web view when the position cannot be read (SPEC §8). */
  deniedMessage: string;
}

/**
 * The current-location flow of SPEC §4 with the failure paths of SPEC §8:
 * - no geolocation API: loading just stops;
 * - position failure or time-out: loading stops, an alert (except inside the Android web view),
 *   and the error is logged;
 * - reverse lookup failure: a warning with the response data, and loading does NOT stop
 *   (the spec keeps the overlay up; `cancel` is the way out).
 */
export function useCurrentLocation({ onResolved, deniedMessage }: UseCurrentLocationOptions) {
  const [isLocating, setIsLocating] = useState(false);
  // Each attempt gets a number so a cancelled or superseded attempt cannot act when it settles.
  const attemptRef = useRef(0);
  const onResolvedRef = useRef(onResolved);
  const deniedMessageRef = useRef(deniedMessage);

  useEffect(() => {
    onResolvedRef.current = onResolved;
    deniedMessageRef.current = deniedMessage;
  }, [onResolved, deniedMessage]);

  useEffect(() => {
    return () => {
      attemptRef.current += 1;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setIsLocating(false);
      return;
    }
    attemptRef.current += 1;
    const attempt = attemptRef.current;
    const isCurrent = () => attempt === attemptRef.current;
    setIsLocating(true);

    const onPosition = async (position: GeolocationPosition) => {
      const lat = position.coords.latitude;
      const lng = position.coords.longitude;
      let response;
      try {
        response = await coordinateToAddress({ lat, lng });
      } catch (error) {
        console.warn(error instanceof ApiError ? error.body : error);
        return;
      }
      if (!isCurrent()) return;
      const { keepOverlay } = onResolvedRef.current({
        geoLocation: { formatted_address: response.data, geometry: { location: { lat, lng } } },
        place: response.place
          ? { city: response.place.city || null, state: response.place.state || null }
          : null,
      });
      if (!keepOverlay) setIsLocating(false);
    };

    const onPositionError = (error: GeolocationPositionError) => {
      if (!isCurrent()) return;
      setIsLocating(false);
      if (!isAndroidWebView()) window.alert(deniedMessageRef.current);
      console.error(error);
    };

    geolocation.getCurrentPosition((position) => void onPosition(position), onPositionError, {
      timeout: POSITION_TIMEOUT_MS,
    });
  }, []);

  const cancel = useCallback(() => {
    attemptRef.current += 1;
    setIsLocating(false);
  }, []);

  return { isLocating, locate, cancel };
}
