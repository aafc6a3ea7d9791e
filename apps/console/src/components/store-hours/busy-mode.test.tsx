import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreHours } from '@app/shared/console/owner.schemas';
import { saveSession } from '../../lib/session';
import { BusyMode } from './busy-mode';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: StoreHours = {
  store_id: 7,
  name: 'Kitchen',
  opening_hours: null,
  holidays: [],
  busy_until: null,
  busy_extra_minutes: 0,
  orders_paused_until: null,
  is_open: true,
  status_text: null,
  now: new Date().toISOString(),
};

function renderBusy(hours: StoreHours, answer: (body: Record<string, unknown>) => StoreHours) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push(body);
      return new Response(JSON.stringify({ success: true, data: answer(body) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BusyMode hours={hours} onExpired={() => undefined} />
    </QueryClientProvider>,
  );
  return { calls, view, queryClient };
}

describe('busy mode', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ id: 4, name: 'Owner', role: 'store_owner', auth_token: 'tok', stores: [] });
  });

  it('pauses new orders for the chosen time', async () => {
    const { calls } = renderBusy(base, () => base);
    fireEvent.click(screen.getByLabelText('Pause new orders'));
    fireEvent.change(screen.getByLabelText('For'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause orders' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ token: 'tok', store_id: 7, mode: 'pause', for_minutes: 45 });
  });

  it('adds preparation minutes', async () => {
    const { calls } = renderBusy(base, () => base);
    fireEvent.change(screen.getByLabelText('Extra minutes'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start busy mode' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ mode: 'busy', for_minutes: 30, extra_minutes: 20 });
  });

  it('while paused: a countdown and End now', async () => {
    const until = new Date(Date.now() + 10 * 60_000 + 5_000).toISOString();
    const { calls } = renderBusy(
      { ...base, orders_paused_until: until, is_open: false },
      () => base,
    );
    expect(screen.getByTestId('pause-running').textContent).toContain('New orders are paused');
    expect(screen.getByRole('timer').textContent).toMatch(/^10:0\d$/);
    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ mode: 'end' });
  });
  it('shows the end time in the marketplace zone, not the tablet zone', () => {
    const previousTz = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const hours = {
        ...base,
        now: '2026-11-26T15:30:00Z',
        busy_until: '2026-11-26T15:42:00Z',
        busy_extra_minutes: 15,
      };
      renderBusy(hours, () => hours);
      expect(screen.getByTestId('busy-running').textContent).toMatch(/until 9:12\s?pm/);
    } finally {
      process.env.TZ = previousTz;
    }
  });
});
