import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields, stringField } from '../storage';

export type DeliveryPreference = 'DELIVERY' | 'SELFPICKUP';

interface PersistedCatalogState {
  /** The delivery/self-pickup switch (SPEC §4), 'DELIVERY' by default. */
  userPreferredSelection: string | null;
  /** The order type set by the last store click (SPEC §4). */
  userSelected: string | null;
  /** The category id list a category tile saved, read by /categories/stores (SPEC §2). */
  categoryIds: number[] | null;
}

interface CatalogState extends PersistedCatalogState {
  /** SPEC §3 force_reload: set when store info answers 400, so the store is fetched afresh. */
  forceReload: boolean;
  setPreference: (preference: DeliveryPreference) => void;
  setOrderType: (orderType: DeliveryPreference) => void;
  setCategoryIds: (ids: number[]) => void;
  setForceReload: (forceReload: boolean) => void;
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}

export const useCatalogStore = create<CatalogState>()(
  persist(
    (set) => ({
      userPreferredSelection: null,
      userSelected: null,
      categoryIds: null,
      forceReload: false,
      setPreference: (preference) => set({ userPreferredSelection: preference }),
      setOrderType: (orderType) => set({ userSelected: orderType }),
      setCategoryIds: (categoryIds) => set({ categoryIds }),
      setForceReload: (forceReload) => set({ forceReload }),
    }),
    {
      name: 'catalog',
      storage: createFieldStorage<PersistedCatalogState>({
        userPreferredSelection: stringField('userPreferredSelection'),
        userSelected: stringField('userSelected'),
        categoryIds: jsonField('categoryIds', isIdList),
      }),
      partialize: (state) =>
        pickFields(state, ['userPreferredSelection', 'userSelected', 'categoryIds']),
    },
  ),
);

export function useDeliveryPreference(): DeliveryPreference {
  return useCatalogStore((state) =>
    state.userPreferredSelection === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY',
  );
}
