import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPickupDropSettings } from '@app/shared/courier/courier-admin.schemas';
import { ConsoleShell } from '../../components/console-shell';
import { saveSession, type ConsoleSession } from '../../lib/session';
import { PickupDropRoute } from './pickup-drop';

const session: ConsoleSession = {
  id: 5,
  name: 'Admin',
  role: 'admin',
  auth_token: 'admin-token',
  stores: [],
  permissions: ['orders', 'settings'],
};

const stored: AdminPickupDropSettings = {
  is_enabled: true,
  is_live: true,
  task_types: ['parcel'],
  tariff: {
    baseFareMinor: 4000,
    baseDistanceKm: 2,
    perKmMinor: 1000,
    weightBands: [
      { maxKg: 5, feeMinor: 0 },
      { maxKg: 10, feeMinor: 3000 },
    ],
    minDistanceKm: 1,
    maxDistanceKm: 20,
    surcharges: [],
    taxBps: 1800,
    serviceHours: null,
  },
  zones: [{ name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 }],
  proof_photo_allowed: true,
  dispatch_radius_km: 8,
  problems: [],
};

let calls: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  calls = [];
  saveSession(session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      const data = url.endsWith('/console/save-pickup-drop-settings')
        ? { ...stored, tariff: body.tariff, zones: body.zones }
        : url.endsWith('/console/get-pickup-drop-settings')
          ? stored
          : {};
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderRoute() {
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleShell session={session} />,
        children: [
          { path: '/orders', element: <p>Orders board</p> },
          { path: '/pickup-drop', element: <PickupDropRoute session={session} /> },
        ],
      },
    ],
    { initialEntries: ['/pickup-drop'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('pickup and drop page', () => {
  it('loads the settings, and Save posts the edited band with the admin’s token', async () => {
    renderRoute();
    const fee = (await screen.findByLabelText('Band 2: fee (₹)')) as HTMLInputElement;
    expect(fee.value).toBe('30');
    fireEvent.change(fee, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved\./);
    const save = calls.find((call) => call.url.endsWith('/console/save-pickup-drop-settings'));
    expect(save?.url).toBe('/public/api/console/save-pickup-drop-settings');
    expect(save?.body).toMatchObject({
      token: 'admin-token',
      tariff: {
        weightBands: [
          { maxKg: 5, feeMinor: 0 },
          { maxKg: 10, feeMinor: 3500 },
        ],
      },
      zones: stored.zones,
    });
    // Saved: leaving asks nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByText('Orders board')).toBeTruthy();
  });

  it('leaving with unsaved changes asks first', async () => {
    const router = renderRoute();
    fireEvent.change(await screen.findByLabelText('Base fare (₹)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/pickup-drop');
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Orders board')).toBeTruthy();
  });
});
