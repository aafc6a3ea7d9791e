import { isUsableSavedAddress } from '@app/shared/location/location.models';
import type { SavedAddress, SavedGeoLocation } from '@app/shared/location/location.schemas';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields, stringField } from '../storage';

export interface PlaceParts {
  city: string | null;
  state: string | null;
}

interface PersistedLocationState {
  /** The delivery address (`userSetAddress`, SPEC §3), raw JSON. */
  userSetAddress: SavedAddress | null;
  /** The last current-location lookup (`geoLocation`, SPEC §3), raw JSON. */
  geoLocation: SavedGeoLocation | null;
  /** 'true' once the user has chosen a location (`userAlreadySelectedLocation`). */
  userAlreadySelectedLocation: string | null;
}

interface LocationState extends PersistedLocationState {
  /** City and state of the last lookup; memory only, because `geoLocation` has a fixed shape. */
  geoPlace: PlaceParts | null;
  saveAddress: (address: SavedAddress) => void;
  clearAddress: () => void;
  saveGeoLocation: (geoLocation: SavedGeoLocation, place: PlaceParts | null) => void;
}

function isSavedGeoLocation(value: unknown): value is SavedGeoLocation {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { formatted_address?: unknown; geometry?: { location?: unknown } };
  const location = candidate.geometry?.location as { lat?: unknown; lng?: unknown } | undefined;
  return (
    typeof candidate.formatted_address === 'string' &&
    typeof location?.lat === 'number' &&
    typeof location.lng === 'number'
  );
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      userSetAddress: null,
      geoLocation: null,
      userAlreadySelectedLocation: null,
      geoPlace: null,
      saveAddress: (address) =>
        set({ userSetAddress: address, userAlreadySelectedLocation: 'true' }),
      clearAddress: () => set({ userSetAddress: null }),
      saveGeoLocation: (geoLocation, geoPlace) => set({ geoLocation, geoPlace }),
    }),
    {
      name: 'location',
      storage: createFieldStorage<PersistedLocationState>({
        // A stored address that is missing, empty or malformed is dropped from storage on read
        // (SPEC §5); home then shows the first screen.
        userSetAddress: jsonField('userSetAddress', isUsableSavedAddress),
        geoLocation: jsonField('geoLocation', isSavedGeoLocation),
        userAlreadySelectedLocation: stringField('userAlreadySelectedLocation'),
      }),
      partialize: (state) =>
        pickFields(state, ['userSetAddress', 'geoLocation', 'userAlreadySelectedLocation']),
    },
  ),
);
