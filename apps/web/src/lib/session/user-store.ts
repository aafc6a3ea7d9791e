import type { LoggedInUser } from '@app/shared/accounts/accounts.schemas';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields } from '../storage';

/** The login result as SPEC §3 keeps it under `user`: `{ success, data: { id, name, auth_token } }`. */
export interface StoredUser {
  success: true;
  data: LoggedInUser;
}

interface PersistedUserState {
  user: StoredUser | null;
  /** Saved addresses that came with the login (SPEC §3 `addresses`). */
  addresses: unknown[] | null;
}

interface UserState extends PersistedUserState {
  logIn: (input: { user: LoggedInUser; addresses: unknown[] }) => void;
  logOut: () => void;
  /** The list save, delete and set-default answer, so the stored `addresses` stay in sync. */
  setAddresses: (addresses: unknown[]) => void;
  /** Profile changes (name, email, phone, avatar) keep the stored login result current. */
  updateUser: (changes: Partial<Omit<LoggedInUser, 'id' | 'auth_token' | 'role'>>) => void;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const data = (value as { data?: unknown }).data as Partial<LoggedInUser> | undefined;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.id === 'number' &&
    typeof data.auth_token === 'string' &&
    data.auth_token.length > 0
  );
}

function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      addresses: null,
      logIn: ({ user, addresses }) => set({ user: { success: true, data: user }, addresses }),
      logOut: () => set({ user: null, addresses: null }),
      setAddresses: (addresses) => set({ addresses }),
      updateUser: (changes) =>
        set((state) =>
          state.user ? { user: { ...state.user, data: { ...state.user.data, ...changes } } } : {},
        ),
    }),
    {
      name: 'user',
      storage: createFieldStorage<PersistedUserState>({
        user: jsonField('user', isStoredUser),
        addresses: jsonField('addresses', isList),
      }),
      partialize: (state) => pickFields(state, ['user', 'addresses']),
    },
  ),
);

/** The logged-in customer, or null for a guest. */
export function useLoggedInUser(): LoggedInUser | null {
  return useUserStore((state) => state.user?.data ?? null);
}

/** The auth token calls send in their body as `token` (SPEC §6), or null for a guest. */
export function useAuthToken(): string | null {
  return useUserStore((state) => state.user?.data.auth_token ?? null);
}
