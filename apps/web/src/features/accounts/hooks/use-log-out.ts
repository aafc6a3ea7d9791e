import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { removeKey } from '../../../lib/storage';
import { useLocationStore } from '../../../lib/location/location-store';
import { logout } from '../api/logout';
import { useUserStore } from '../../../lib/session/user-store';

/** The notification token key of SPEC §3; its store arrives with push notifications. */
export const NOTIFICATION_TOKEN_KEY = 'lastSavedNotificationToken';

/** Server state that belongs to the logged-in customer and must not outlive the session. */
const USER_QUERY_KEYS = [
  ['get-wallet-transactions'],
  ['check-running-order'],
  ['get-running-order'],
  ['get-addresses'],
  ['get-user-notifications'],
  ['get-favorite-stores'],
  ['profile'],
] as const;

/**
 * Log-out exactly as SPEC §4 lists it: the stored address (`userSetAddress`), `geoLocation` and the
 * notification token are removed; user info and addresses are emptied, and the cached running
 * order, wallet transactions and addresses are dropped.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = useUserStore.getState().user?.data.auth_token;
    // Revoking the token is the server's part; the device forgets the session even when offline.
    if (token) logout({ token }).catch((error: unknown) => console.warn(error));
    useLocationStore.setState({ userSetAddress: null, geoLocation: null, geoPlace: null });
    removeKey(NOTIFICATION_TOKEN_KEY);
    useUserStore.getState().logOut();
    for (const queryKey of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
  }, [queryClient]);
}
