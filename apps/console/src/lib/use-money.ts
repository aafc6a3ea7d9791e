import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formatMoney } from '@app/shared/catalog/catalog.models';
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

/** Minor units to a display amount in the platform's currency settings (₹ on the left by default). */
export function useMoney(): (minor: number) => string {
  const { symbol, align } = useCurrency();
  return useCallback((minor: number) => formatMoney({ minor, symbol, align }), [symbol, align]);
}
