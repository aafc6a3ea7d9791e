import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { makeCourierOrder } from '../pickup-drop-fixtures';
import { TasksScreen } from './tasks-screen';

function renderTasks(orders: unknown[]) {
  const api = mockApi({
    'get-orders': () => ({ body: { success: true, data: { orders, has_more: false } } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoute(<TasksScreen />, {
    path: '/pickup-and-drop/task',
    routes: [
      { path: '/running-order/:id', element: <p>running order page</p> },
      { path: '/pickup-and-drop', element: <p>pickup home</p> },
    ],
  });
  return { ...view, api };
}

describe('TasksScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().logOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  test('lists running tasks first, then past ones, as cards that open the running order', async () => {
    logInTestCustomer();
    const { api } = renderTasks([
      makeCourierOrder(
        { unique_order_id: 'PD-1', status: 5 },
        { description: 'Laundry bag', task_type: 'laundry' },
      ),
      makeCourierOrder(
        { unique_order_id: 'PD-2', status: 3 },
        { description: 'House keys', task_type: 'keys' },
      ),
    ]);
    const running = await screen.findByRole('region', { name: 'On the way' });
    const past = screen.getByRole('region', { name: 'Past tasks' });
    const runningCard = within(running).getByRole('link');
    expect(runningCard.getAttribute('aria-label')).toBe(
      'Keys task PD-2, Delivery partner assigned',
    );
    expect(runningCard.textContent).toContain('Koramangala 5th Block → Indiranagar 100 Feet Road');
    expect(runningCard.textContent).toContain('₹126');
    expect(within(past).getByRole('link').getAttribute('aria-label')).toBe(
      'Laundry task PD-1, Delivered',
    );
    expect(api.calls[0]?.payload).toMatchObject({ kind: 'courier', token: 'token-7' });

    fireEvent.click(runningCard);
    expect(await screen.findByText('running order page')).toBeTruthy();
  });

  test('with no tasks it shows the empty state with a way to send a package', async () => {
    logInTestCustomer();
    renderTasks([]);
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Send a package' }));
    expect(await screen.findByText('pickup home')).toBeTruthy();
  });

  test('a guest is asked to log in and nothing is fetched', () => {
    const { api } = renderTasks([]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpickup-and-drop%2Ftask',
    );
    expect(api.calls).toHaveLength(0);
  });
});
