import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@app/shared/console/dashboard.schemas';
import { LoginRoute } from '../../app/routes/login';
import { noteOperatorInput } from '../../lib/operator-activity';
import { readSession, saveSession, type ConsoleSession } from '../../lib/session';
import DashboardRoute from './route';

const session: ConsoleSession = {
  id: 1,
  name: 'Asha Admin',
  role: 'admin',
  auth_token: 'admin-token',
  stores: [],
  permissions: ['dashboard'],
};

const dashboard: Dashboard = {
  today: '2026-11-25',
  figures: {
    orders: 3,
    revenue: 120000,
    avg_delivery_minutes: null,
    cancellations: 0,
    online_riders: 0,
    open_stores: 2,
  },
  days: [{ date: '2026-11-25', orders: 3, revenue: 120000 }],
  hours: [{ hour: 9, orders: 3 }],
  live: { riders: [], orders: [] },
};

/** The dashboard calls made, with their background header ('1' or null). */
let dashboardCalls: (string | null)[];
let refuse: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  saveSession(session);
  noteOperatorInput();
  dashboardCalls = [];
  refuse = false;
  vi.stubGlobal('EventSource', undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/console/admin/get-dashboard')) {
        return new Response(JSON.stringify({ success: true, data: {} }), { status: 200 });
      }
      dashboardCalls.push(new Headers(init.headers).get('x-console-background'));
      if (refuse) {
        const error = { code: 'auth.unauthenticated', message: 'Please log in again.' };
        return new Response(JSON.stringify({ success: false, error }), { status: 401 });
      }
      return new Response(JSON.stringify({ success: true, data: dashboard }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DashboardRoute session={session} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the dashboard left open (decision 014: idle admin sessions)', () => {
  it("polls as background once nobody touches it; the operator's Refresh is activity", async () => {
    renderDashboard();
    await wait(10);
    expect(dashboardCalls).toEqual([null]);
    expect(screen.getByText("Today's orders")).toBeTruthy();

    // Every 60 s it asks again; after the first minute without input, as background.
    await wait(3 * 60_000);
    expect(dashboardCalls).toEqual([null, null, '1', '1']);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await wait(10);
    expect(dashboardCalls.at(-1)).toBeNull();
  });

  it("a background poll refused with 401 ends the session: the log-in screen says 'Your session ended'", async () => {
    const queryClient = renderDashboard();
    await wait(2 * 60_000 + 10);
    refuse = true;
    await wait(60_000);
    expect(dashboardCalls.at(-1)).toBe('1');
    expect(readSession()).toBeNull();

    cleanup();
    render(
      <QueryClientProvider client={queryClient}>
        <LoginRoute />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Your session ended');
  });
});
