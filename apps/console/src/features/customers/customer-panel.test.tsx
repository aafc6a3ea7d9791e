import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '@app/shared/console/people.schemas';
import { CustomerPanel } from './customer-panel';

const detail: CustomerDetail = {
  customer: {
    id: 42,
    name: 'Asha',
    email: 'asha@example.test',
    phone: null,
    is_banned: false,
    wallet_balance: 1000,
    orders_count: 0,
    created_at: '2026-11-01T10:00:00Z',
  },
  orders: [],
  wallet: [],
};

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];
let adjustAnswers: { status: number; body: unknown }[];

beforeEach(() => {
  sent = [];
  adjustAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      sent.push({ url, body });
      if (url.endsWith('admin/customers/get')) {
        return new Response(JSON.stringify({ success: true, data: detail }), { status: 200 });
      }
      if (url.endsWith('admin/customers/adjust-wallet')) {
        const answer = adjustAnswers.shift() ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify({ success: true, data: {} }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<CustomerPanel customerId={42} token="admin-token" onChanged={vi.fn()} />, { wrapper });
}

const adjustments = () =>
  sent.filter((call) => call.url.endsWith('adjust-wallet')).map((call) => call.body);

describe('customer panel wallet adjustment', () => {
  it('a retry after a failure reuses the request id; the next adjustment gets a new one', async () => {
    renderPanel();
    await screen.findByText('asha@example.test');
    fireEvent.change(screen.getByLabelText('Credit or debit'), { target: { value: 'debit' } });
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong item' } });

    adjustAnswers.push({
      status: 503,
      body: { success: false, error: { code: 'x', message: 'Down' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Down');

    adjustAnswers.push({
      status: 200,
      body: { success: true, data: { balance: -1, replayed: false } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(adjustments()).toHaveLength(2));
    const [first, retry] = adjustments();
    expect(first).toMatchObject({
      customer_id: 42,
      type: 'debit',
      amount: 1250,
      reason: 'Wrong item',
    });
    expect(retry?.request_id).toBe(first?.request_id);
    await waitFor(() =>
      expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe(''),
    );

    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Another' } });
    adjustAnswers.push({
      status: 200,
      body: { success: true, data: { balance: 0, replayed: false } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(adjustments()).toHaveLength(3));
    expect(adjustments()[2]?.request_id).not.toBe(first?.request_id);
  });

  it('refuses an amount that is not money before sending', async () => {
    renderPanel();
    await screen.findByText('asha@example.test');
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '1.234' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Enter an amount/);
    expect(adjustments()).toHaveLength(0);
  });
});
