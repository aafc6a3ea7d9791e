import type { Position } from '@app/shared/catalog/catalog.schemas';
import { useLocationStore } from './location-store';

/** The saved delivery point as the catalogue calls take it, or null before one is saved. */
export function usePosition(): Position | null {
  const lat = useLocationStore((state) => state.userSetAddress?.lat);
  const lng = useLocationStore((state) => state.userSetAddress?.lng);
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { latitude: lat, longitude: lng };
}
