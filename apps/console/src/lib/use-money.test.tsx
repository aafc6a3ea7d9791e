import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoney } from './use-money';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answerSettings(data: Record<string, string>) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ success: true, data }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('console money', () => {
  it('shows whole rupees without paise and keeps paise when there are some', async () => {
    const fetchMock = answerSettings({});
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current(45000)).toBe('₹450');
    expect(result.current(73290)).toBe('₹732.90');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/public/api/get-settings');
  });

  it('follows the currency settings the customer app uses', async () => {
    answerSettings({ currencyFormat: '€', currencySymbolAlign: 'right' });
    const { result } = renderHook(() => useMoney(), { wrapper });
    await waitFor(() => expect(result.current(45000)).toBe('450€'));
    expect(result.current(-73290)).toBe('-732.90€');
  });
  it('groups thousands the Indian way', async () => {
    answerSettings({});
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current(123450)).toBe('₹1,234.50');
    expect(result.current(12345600)).toBe('₹1,23,456');
    expect(result.current(-99999)).toBe('-₹999.99');
    await waitFor(() => expect(result.current(100000000)).toBe('₹10,00,000'));
  });
});
