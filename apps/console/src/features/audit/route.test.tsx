import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@app/shared/console/admin.schemas';
import AuditRoute from './route';

const entry: AuditEntry = {
  id: 7,
  actor: { id: 1, name: 'Asha Admin' },
  action: 'console.settings.save',
  target_user_id: null,
  details: { before: { storeColor: '#fc8019' }, after: { storeColor: '#1a73e8' } },
  ip: null,
  created_at: '2026-11-25T10:00:00Z',
};

let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const data = { rows: [entry], total: 1, page: 1, per_page: 25 };
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAudit(path = '/audit') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuditRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('audit log', () => {
  it('sends the filters in the address, and a row opens to show before and after', async () => {
    renderAudit('/audit?action=console.settings&from=2026-11-01');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Asha Admin')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      action: 'console.settings',
      from: '2026-11-01',
      sort: 'created_at',
      dir: 'desc',
    });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('console.settings');
    expect(screen.getByText('1–1 of 1')).toBeTruthy();

    const show = screen.getByRole('button', { name: 'Show change' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const diff = screen.getByRole('table', { name: 'Before and after' });
    expect(within(diff).getByText('"#1a73e8"')).toBeTruthy();
    expect(diff.closest('tr')?.id).toBe(show.getAttribute('aria-controls'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide change' }));
    expect(screen.queryByRole('table', { name: 'Before and after' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'created_at', dir: 'asc' }));
  });
});
