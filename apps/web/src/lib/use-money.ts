import { formatMoney, formatPriceForTwo } from '@app/shared/catalog/catalog.models';
import { useCallback } from 'react';
import { useSetting } from './settings/settings-store';

/** Money in the operator's currency symbol and side (settings currencyFormat, currencySymbolAlign). */
export function useMoney() {
  const symbol = useSetting('currencyFormat', '₹');
  const align = useSetting('currencySymbolAlign', 'left') === 'right' ? 'right' : 'left';
  const money = useCallback(
    (minor: number) => formatMoney({ minor, symbol, align }),
    [symbol, align],
  );
  const priceForTwo = useCallback(
    (minor: number) => formatPriceForTwo({ minor, symbol, align }),
    [symbol, align],
  );
  return { money, priceForTwo, symbol, align } as const;
}
