import type { RiderProfile } from '@app/shared/delivery/delivery.schemas';
import { useMemo } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields } from '../../../lib/storage';

/** A rider's login result: the profile and the token the delivery calls send. */
export type DeliveryUser = RiderProfile & { auth_token: string };

/**
 * The rider session as SPEC §3 keeps it under `delivery_user`, apart from the customer's `user`
 * (one phone may hold both): `{ success, data: { id, name, auth_token, ... } }`.
 */
export interface StoredDeliveryUser {
  success: true;
  data: DeliveryUser;
}

interface PersistedDeliveryUserState {
  deliveryUser: StoredDeliveryUser | null;
}

interface DeliveryUserState extends PersistedDeliveryUserState {
  logIn: (user: DeliveryUser) => void;
  logOut: () => void;
}

export function isStoredDeliveryUser(value: unknown): value is StoredDeliveryUser {
  if (typeof value !== 'object' || value === null) return false;
  const data = (value as { data?: unknown }).data as Partial<DeliveryUser> | undefined;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.id === 'number' &&
    typeof data.auth_token === 'string' &&
    data.auth_token.length > 0
  );
}

export const useDeliveryUserStore = create<DeliveryUserState>()(
  persist(
    (set) => ({
      deliveryUser: null,
      logIn: (user) => set({ deliveryUser: { success: true, data: user } }),
      logOut: () => set({ deliveryUser: null }),
    }),
    {
      name: 'delivery_user',
      storage: createFieldStorage<PersistedDeliveryUserState>({
        deliveryUser: jsonField('delivery_user', isStoredDeliveryUser),
      }),
      partialize: (state) => pickFields(state, ['deliveryUser']),
    },
  ),
);

/** The logged-in rider, or null. */
export function useDeliveryUser(): DeliveryUser | null {
  return useDeliveryUserStore((state) => state.deliveryUser?.data ?? null);
}

/** What every delivery call sends to name the rider (SPEC §6: token and user_id in the body). */
export interface RiderAuth {
  token: string;
  user_id: number;
}

export function useRiderAuth(): RiderAuth | null {
  const token = useDeliveryUserStore((state) => state.deliveryUser?.data.auth_token ?? null);
  const id = useDeliveryUserStore((state) => state.deliveryUser?.data.id ?? null);
  return useMemo(
    () => (token !== null && id !== null ? { token, user_id: id } : null),
    [token, id],
  );
}
