import type { RequestOf } from '@app/shared/common/api-contract';
import type { getOrdersRequestSchema, Order } from '@app/shared/orders/orders.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type CourierTasksInput = RequestOf<typeof getOrdersRequestSchema>;

export interface CourierTasksPage {
  orders: Order[];
  has_more: boolean;
}

/** One page of the customer's pickup-and-drop tasks (orders of kind `courier`), newest first. */
export async function getCourierTasks(
  input: CourierTasksInput & { page: number },
): Promise<CourierTasksPage> {
  const response = await apiPost<ApiSuccess<CourierTasksPage>>('get-orders', {
    ...input,
    kind: 'courier',
  });
  return response.data;
}

export function getCourierTasksQueryOptions(input: CourierTasksInput) {
  return infiniteQueryOptions({
    // Under 'get-orders', so placing any order refreshes this list too.
    queryKey: ['get-orders', input.user_id, 'courier'],
    queryFn: ({ pageParam }) => getCourierTasks({ ...input, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useCourierTasks(input: CourierTasksInput | null) {
  return useInfiniteQuery({
    ...getCourierTasksQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}
