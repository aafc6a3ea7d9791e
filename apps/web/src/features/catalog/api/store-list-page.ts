import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** Home shows this many stores first and this many more each time the list end comes into view. */
export const STORE_LIST_PAGE_SIZE = 20;

export interface StoreListPage {
  stores: Store[];
  hasMore: boolean;
}

/**
 * The store-list calls take `page` and `per_page`; the home asks for the first `count` stores in
 * one page (growing by STORE_LIST_PAGE_SIZE), so a longer list is one request and one render.
 */
export async function postStoreListPage(
  call: string,
  payload: Position & Record<string, unknown>,
  count: number,
): Promise<StoreListPage> {
  const response = await apiPost<ApiSuccess<Store[]> & { has_more: boolean }>(call, {
    ...payload,
    page: 1,
    per_page: count,
  });
  return { stores: response.data, hasMore: response.has_more };
}
