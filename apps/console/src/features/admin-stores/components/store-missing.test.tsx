import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import StoresRoute from '../route';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/stores/*" element={<StoresRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ id: 1, name: 'Admin', role: 'admin', auth_token: 'secret', stores: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        {
          success: false,
          error: { code: 'catalog.store_not_found', message: 'There is no store here.' },
        },
        { status: 404 },
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a store that is not there', () => {
  it.each(['/stores/99999', '/stores/abc'])(
    '%s has a heading, the message and a link back to the stores',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Store not found' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('There is no store here.');
      expect(screen.getByRole('link', { name: 'Back to stores' }).getAttribute('href')).toBe(
        '/stores',
      );
      expect(document.title).toBe('Store not found · Swiftbite console');
    },
  );
});
