import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleStore } from '@app/shared/console/console.schemas';
import { consolePost } from '../../../lib/console-api';

export const storesQueryKey = ['console', 'stores'] as const;

export function getStores(): Promise<ConsoleStore[]> {
  return consolePost<ConsoleStore[]>('get-stores');
}

export function getStoresQueryOptions() {
  return queryOptions({ queryKey: storesQueryKey, queryFn: getStores });
}

/** The operator's stores, starting from those the log-in answered with. */
export function useStores({ initial }: { initial: ConsoleStore[] }) {
  return useQuery({ ...getStoresQueryOptions(), placeholderData: initial });
}
