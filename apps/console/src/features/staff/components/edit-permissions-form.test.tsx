import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSION_LABELS, ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import type { AdminRow } from '@app/shared/console/admins.schemas';
import { EditPermissionsForm } from './edit-permissions-form';

const admin: AdminRow = {
  id: 7,
  name: 'Asha Admin',
  email: 'asha@test.dev',
  permissions: [...ADMIN_PERMISSIONS],
  has_every_area: true,
  is_banned: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { permissions: string[] };
    return new Response(
      JSON.stringify({ success: true, data: { ...admin, permissions: body.permissions } }),
      { status: 200 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(isSelf: boolean, onDone = vi.fn()) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EditPermissionsForm admin={admin} isSelf={isSelf} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const box = (area: (typeof ADMIN_PERMISSIONS)[number]) =>
  screen.getByRole('checkbox', {
    name: new RegExp(ADMIN_PERMISSION_LABELS[area].slice(0, 12)),
  }) as HTMLInputElement;

describe('an admin’s areas', () => {
  it('locks your own staff area and saves the areas ticked', async () => {
    const onDone = renderForm(true);
    expect(box('staff').disabled).toBe(true);
    expect(screen.getByText('You cannot remove your own staff area.')).toBeTruthy();
    fireEvent.click(box('coupons'));
    fireEvent.click(screen.getByRole('button', { name: 'Save areas' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/public/api/console/admin/staff/set-permissions');
    const body = JSON.parse(String(init.body));
    expect(body.admin_id).toBe(7);
    expect(body.permissions).not.toContain('coupons');
    expect(body.permissions).toContain('staff');
  });

  it('lets another admin’s staff area be removed', () => {
    renderForm(false);
    expect(box('staff').disabled).toBe(false);
  });
});
