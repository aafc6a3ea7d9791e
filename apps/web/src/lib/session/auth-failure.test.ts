import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../testing/render';
import { ApiError } from '../api-client';
import { handleAuthFailure, useSignedOutStore } from './auth-failure';
import { useUserStore } from './user-store';

const unauthenticated = new ApiError({ code: 'auth.unauthenticated', message: 'No', status: 401 });

function signIn() {
  useUserStore.getState().logIn({
    user: {
      id: 7,
      name: 'Asha',
      email: 'a@example.test',
      phone: null,
      avatar: null,
      role: 'customer',
      auth_token: 'customer-token',
    },
    addresses: [],
  });
}

describe('a refused call (401) while a customer is signed in', () => {
  afterEach(() => {
    useUserStore.getState().logOut();
    useSignedOutStore.getState().dismiss();
    vi.unstubAllGlobals();
  });

  test('a banned customer is signed out and told why', async () => {
    signIn();
    const { fetchMock, calls } = mockApi({
      'check-ban': () => ({ body: { success: true, data: { is_banned: true } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    handleAuthFailure(unauthenticated);
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(useSignedOutStore.getState().reason).toBe('banned');
    expect(calls[0]?.payload).toEqual({ token: 'customer-token' });
  });

  test("another session's 401 leaves a customer whose token checks out signed in", async () => {
    signIn();
    const { fetchMock, calls } = mockApi({
      'check-ban': () => ({ body: { success: true, data: { is_banned: false } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    handleAuthFailure(unauthenticated);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useUserStore.getState().user).not.toBeNull();
    expect(useSignedOutStore.getState().reason).toBeNull();
    handleAuthFailure(new ApiError({ code: 'x', message: 'No', status: 500 }));
    expect(calls).toHaveLength(1);
  });
});
