import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useArrivalSignal } from '../hooks/use-arrival-signal';
import { AlertsScreen } from './alerts-screen';

function alert(id: number, isRead: 0 | 1): Notification {
  return {
    id,
    title: `Alert ${id}`,
    message: `Message ${id}`,
    image: null,
    click_action: null,
    is_read: isRead,
    created_at: '2026-11-20T10:00:00Z',
  };
}

const customer = {
  id: 7,
  name: 'Asha',
  email: null,
  phone: null,
  avatar: null,
  role: 'customer' as const,
  auth_token: 'token-7',
};

describe('/alerts', () => {
  beforeEach(() => useUserStore.getState().logIn({ user: customer, addresses: [] }));
  afterEach(() => vi.unstubAllGlobals());

  test('the unread count is the number with is_read 0, and mark one / all read update it', async () => {
    let list = [alert(3, 0), alert(2, 0), alert(1, 1)];
    const { fetchMock, calls } = mockApi({
      // The server's own count is deliberately wrong: the screen counts is_read 0 itself.
      'get-user-notifications': () => ({
        body: { success: true, data: { notifications: list, unread_count: 9 } },
      }),
      'mark-one-notification-read': (payload) => {
        const { notification_id } = payload as { notification_id: number };
        list = list.map((item) => (item.id === notification_id ? { ...item, is_read: 1 } : item));
        return { body: { success: true, data: [] } };
      },
      'mark-all-notifications-read': () => {
        list = list.map((item) => ({ ...item, is_read: 1 }));
        return { body: { success: true, data: [] } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AlertsScreen />, { path: '/alerts' });

    expect(await screen.findByText('2 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Mark as read.*Alert 3/ }));
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(calls).toContainEqual({
      call: 'mark-one-notification-read',
      payload: { token: 'token-7', user_id: 7, notification_id: 3 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(calls.some((call) => call.call === 'mark-all-notifications-read')).toBe(true);
  });

  test('an empty list says so', async () => {
    const { fetchMock } = mockApi({
      'get-user-notifications': () => ({
        body: { success: true, data: { notifications: [], unread_count: 0 } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AlertsScreen />, { path: '/alerts' });
    expect(await screen.findByText('No alerts yet.')).toBeTruthy();
  });

  test('a new unread alert found by polling signals once; the first answer does not', async () => {
    const signal = vi.fn();
    const { rerender } = renderHook(({ list }) => useArrivalSignal(list, signal), {
      initialProps: { list: [alert(1, 0)] as Notification[] | undefined },
    });
    expect(signal).not.toHaveBeenCalled();
    rerender({ list: [alert(1, 0)] });
    expect(signal).not.toHaveBeenCalled();
    rerender({ list: [alert(2, 0), alert(1, 0)] });
    await waitFor(() => expect(signal).toHaveBeenCalledTimes(1));
  });
});
