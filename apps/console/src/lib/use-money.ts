import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GetSettingsResponse } from '@app/shared/settings/settings.schemas';
import { apiPost } from './api-client';

/** The operator's currency, as the customer app shows it (settings currencyFormat, currencySymbolAlign). */
function useCurrency() {
  const { data } = useQuery({
    queryKey: ['public-settings'],
    queryFn: async () => (await apiPost<GetSettingsResponse>('get-settings', {})).data,
    staleTime: Infinity,
  });
  return {
    symbol: data?.currencyFormat ?? '₹',
    align: data?.currencySymbolAlign === 'right' ? ('right' as const) : ('left' as const),
  };
}

const wholeGrouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Minor units as the console shows money: Indian digit grouping ("1,23,456"), paise only when
 * there are some ("1,234.50"), the symbol left or right.
 */
export function formatConsoleMoney(
  minor: number,
  { symbol, align }: { symbol: string; align: 'left' | 'right' },
): string {
  const absolute = Math.abs(Math.round(minor));
  const cents = absolute % 100;
  const whole = wholeGrouped.format(Math.floor(absolute / 100));
  const amount = cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
  const text = align === 'right' ? `${amount}${symbol}` : `${symbol}${amount}`;
  return minor < 0 && absolute > 0 ? `-${text}` : text;
}

/** Minor units to a display amount in the platform's currency settings (₹ on the left by default). */
export function useMoney(): (minor: number) => string {
  const { symbol, align } = useCurrency();
  return useCallback(
    (minor: number) => formatConsoleMoney(minor, { symbol, align }),
    [symbol, align],
  );
}
