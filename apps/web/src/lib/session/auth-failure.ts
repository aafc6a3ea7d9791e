import { create } from 'zustand';
import { ApiError, apiPost, type ApiSuccess } from '../api-client';
import { useUserStore } from './user-store';

/** Why the app signed the customer out by itself (shown once, until dismissed). */
export const useSignedOutStore = create<{
  reason: 'banned' | 'expired' | null;
  dismiss: () => void;
}>()((set) => ({ reason: null, dismiss: () => set({ reason: null }) }));

let checking = false;

/**
 * Any call refused with 401 while a customer is signed in: ask check-ban with their token. A
 * banned customer (an admin banned them, issue 17) or a token the server no longer knows is
 * signed out, and the app says why. A 401 from another session's call (the rider app on the same
 * device) leaves the customer signed in: their own token still checks out.
 */
export function handleAuthFailure(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401 || checking) return;
  const token = useUserStore.getState().user?.data.auth_token;
  if (!token) return;
  checking = true;
  const signOut = (reason: 'banned' | 'expired') => {
    if (useUserStore.getState().user?.data.auth_token !== token) return;
    useUserStore.getState().logOut();
    useSignedOutStore.setState({ reason });
  };
  apiPost<ApiSuccess<{ is_banned: boolean }>>('check-ban', { token })
    .then((response) => {
      if (response.data.is_banned) signOut('banned');
    })
    .catch((failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) signOut('expired');
    })
    .finally(() => {
      checking = false;
    });
}
