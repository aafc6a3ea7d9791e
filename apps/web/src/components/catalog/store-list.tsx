import { memo } from 'react';
import type { Store } from '@app/shared/catalog/catalog.schemas';
import { StoreCard } from './store-card';

/** Active stores keep the server's order (by distance); inactive ones go to the end (SPEC §5). */
export function orderStores(stores: readonly Store[]): Store[] {
  return [
    ...stores.filter((store) => store.is_active === 1),
    ...stores.filter((store) => store.is_active !== 1),
  ];
}

/**
 * A list of store cards; memoised so a deferred list renders apart from its parent's updates.
 * Every card is laid out at once: cards differ in height (an opening time, a list message or the
 * not-active text adds a line), so skipping off-screen ones (`content-visibility: auto` with a
 * 120 px estimate) moved everything below a card, "Show more" included, as it came into view.
 */
export const StoreList = memo(function StoreList({
  stores,
  label,
  hrefOf,
}: {
  stores: readonly Store[];
  label: string;
  /** Where a card leads (default: the food menu). */
  hrefOf?: (store: Store) => string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-5 px-4 py-2">
      {orderStores(stores).map((store) => (
        <li key={store.id}>
          <StoreCard store={store} to={hrefOf?.(store)} />
        </li>
      ))}
    </ul>
  );
});
