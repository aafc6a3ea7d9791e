import { useCallback, useState } from 'react';
import { reloadToHome } from '../../../lib/platform';
import { coordinateToAddress } from '../../../lib/location/coordinate-to-address';
import { useLocationStore, type PlaceParts } from '../../../lib/location/location-store';

/** The city/state lookup is a nicety: never hold the user up for longer than this. */
const PLACE_LOOKUP_TIMEOUT_MS = 2500;

export interface ChosenPlace {
  lat: number;
  lng: number;
  /** The name of a popular location, or the formatted address of a search result. */
  address: string;
}

async function lookUpPlaceParts(lat: number, lng: number): Promise<PlaceParts | null> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), PLACE_LOOKUP_TIMEOUT_MS);
  try {
    const response = await coordinateToAddress({ lat, lng }, { signal: controller.signal });
    return { city: response.place?.city || null, state: response.place?.state || null };
  } catch {
    return null;
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * Choosing a popular location or a search result (SPEC §4): saved as a business location, marked as
 * chosen, then a reload to home.
 */
export function useChooseLocation() {
  const saveAddress = useLocationStore((state) => state.saveAddress);
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);

  const choose = useCallback(
    async ({ lat, lng, address }: ChosenPlace) => {
      setPendingAddress(address);
      const place = await lookUpPlaceParts(lat, lng);
      saveAddress({
        lat,
        lng,
        address,
        house: null,
        tag: null,
        businessLocation: true,
        city: place?.city ?? null,
        state: place?.state ?? null,
      });
      reloadToHome();
    },
    [saveAddress],
  );

  return { choose, pendingAddress };
}
