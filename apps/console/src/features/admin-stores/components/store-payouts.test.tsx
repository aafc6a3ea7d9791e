import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorePayouts } from '@app/shared/console/store-payouts.schemas';
import { saveSession } from '../../../lib/session';
import { StorePayoutsPage } from './store-payouts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let stored: StorePayouts;
let recordAnswers: Response[];
let fetchMock: ReturnType<typeof vi.fn>;
const notFound = { code: 'catalog.store_not_found', message: 'There is no store here.' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const sentRecords = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('admin/stores/record-payout'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function renderPage(storeId = 7) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <StorePayoutsPage storeId={storeId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ id: 1, name: 'Admin', role: 'admin', auth_token: 'secret', stores: [] });
  stored = { store_id: 7, paid_out: 0, payouts: [] };
  recordAnswers = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { store_id?: number };
    if (body.store_id === 99999) return json(404, { success: false, error: notFound });
    if (url.endsWith('admin/stores/get'))
      return json(200, { success: true, data: { id: 7, name: 'Test Kitchen' } });
    if (url.endsWith('admin/stores/payouts')) return json(200, { success: true, data: stored });
    if (url.endsWith('admin/stores/record-payout')) return recordAnswers.shift()!;
    return json(200, { success: true, data: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('store payouts page', () => {
  it('records a payout in minor units with a request id, kept for a retry and renewed once saved', async () => {
    renderPage();
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payouts: Test Kitchen' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '2500.50' } });
    fireEvent.change(screen.getByLabelText('Reference (shown to the owner)'), {
      target: { value: ' NEFT 42 ' },
    });
    // The answer is lost: the retry must carry the same key, so the server records once.
    recordAnswers.push(
      json(503, { success: false, error: { code: 'server.unavailable', message: 'Try again.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again.');

    const saved: StorePayouts = {
      store_id: 7,
      paid_out: 250_050,
      payouts: [
        {
          id: 1,
          amount: 250_050,
          note: 'NEFT 42',
          paid_at: '2026-01-05T10:00:00.000Z',
          recorded_by: 'Admin Ad',
        },
      ],
    };
    recordAnswers.push(json(200, { success: true, data: { ...saved, replayed: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await screen.findByText(/^Payout of ₹2,?500\.50 recorded\.$/);
    const list = within(screen.getByRole('list', { name: 'Payouts' }));
    expect(list.getByText('NEFT 42')).toBeTruthy();
    expect(list.getByText('by Admin Ad')).toBeTruthy();
    expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('');

    const [first, retry] = sentRecords();
    expect(first).toMatchObject({ store_id: 7, amount: 250_050, note: 'NEFT 42' });
    expect(first?.request_id).toMatch(UUID);
    expect(retry).toEqual(first);

    // The next submission is a new payout: a new key.
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '10' } });
    recordAnswers.push(json(200, { success: true, data: { ...saved, replayed: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(sentRecords()).toHaveLength(3));
    const third = sentRecords()[2];
    expect(third).toMatchObject({ amount: 1_000, note: '' });
    expect(third?.request_id).toMatch(UUID);
    expect(third?.request_id).not.toBe(first?.request_id);
  });

  it('an amount that is not money is refused before anything is sent', async () => {
    renderPage();
    await screen.findByText('No payouts yet.');
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount, like 2500 or 2500.50.',
    );
    expect(sentRecords()).toEqual([]);
  });

  it('clears the amount problem once a valid amount is typed; one kind is text; grouped money', async () => {
    stored = {
      store_id: 7,
      paid_out: 123_450,
      payouts: [
        { id: 1, amount: 123_450, note: '', paid_at: '2026-11-26T20:35:00Z', recorded_by: null },
      ],
    };
    renderPage();
    expect(await screen.findByText('₹1,234.50', { selector: 'li span' })).toBeTruthy();
    expect(
      screen.getByText('27 Nov 2026, 2:05 am', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Takings less commission, paid to the owner')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount, like 2500 or 2500.50.',
    );
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '1234.50' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a store that does not exist is one message, a heading and the way back, no form', async () => {
    renderPage(99999);
    expect(await screen.findByRole('heading', { name: 'Store not found' })).toBeTruthy();
    expect(screen.getAllByRole('alert').map((note) => note.textContent)).toEqual([
      'There is no store here.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to stores' }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
    expect(screen.queryByLabelText('Amount (₹)')).toBeNull();
  });
});
