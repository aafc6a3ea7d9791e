import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersCsv } from '@app/shared/console/admin-orders.schemas';
import { useOrdersExport } from './orders-export';

function Harness() {
  const exportCsv = useOrdersExport(() => ({ status: 1, dir: 'desc' }));
  return (
    <>
      <button type="button" onClick={exportCsv.start}>
        Export CSV
      </button>
      {exportCsv.notice}
    </>
  );
}

let answer: Response;
let fetchMock: ReturnType<typeof vi.fn>;
const csv = (extra: Partial<OrdersCsv>): OrdersCsv => ({
  filename: 'orders-2026-01-05.csv',
  csv: 'id,order\r\n1,OD-1\r\n',
  rows: 1,
  matched: 1,
  truncated: false,
  ...extra,
});
const respond = (status: number, body: unknown) => {
  answer = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

beforeEach(() => {
  fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('orders CSV export', () => {
  it('says when the file holds only the first orders, and nothing when it holds them all', async () => {
    respond(200, { success: true, data: csv({ rows: 10_000, matched: 12_345, truncated: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Only the first 10,000 orders were exported (12,345 match); narrow the filters.',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/public/api/console/admin/orders/export');
    expect(JSON.parse(String(init.body))).toMatchObject({ status: 1, dir: 'desc' });

    respond(200, { success: true, data: csv({}) });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows the server’s refusal', async () => {
    respond(400, {
      success: false,
      error: { code: 'console.bad_sort', message: 'This table cannot be sorted by that column.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This table cannot be sorted by that column.',
    );
  });
});
