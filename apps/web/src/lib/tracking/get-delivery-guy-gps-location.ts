import type { RequestOf } from '@app/shared/common/api-contract';
import type { getGpsLocationRequestSchema } from '@app/shared/delivery/delivery.schemas';
import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type RiderLocationInput = RequestOf<typeof getGpsLocationRequestSchema>;

/** delivery/get-delivery-guy-gps-location: the last position of an order's rider (null before any). */
export async function getDeliveryGuyGpsLocation(
  input: RiderLocationInput,
): Promise<RiderLocation | null> {
  const response = await apiPost<ApiSuccess<RiderLocation | null>>(
    'delivery/get-delivery-guy-gps-location',
    input,
  );
  return response.data;
}

export function getDeliveryGuyGpsLocationQueryOptions(input: RiderLocationInput) {
  return queryOptions({
    queryKey: ['delivery/get-delivery-guy-gps-location', input.unique_order_id],
    queryFn: () => getDeliveryGuyGpsLocation(input),
    retry: false,
  });
}

/** The starting point of the rider marker; the order stream moves it from there. */
export function useDeliveryGuyGpsLocation(
  input: RiderLocationInput | null,
  pollMs: number | false,
) {
  return useQuery({
    ...getDeliveryGuyGpsLocationQueryOptions(
      input ?? { token: '', user_id: 0, unique_order_id: '' },
    ),
    enabled: input !== null,
    refetchInterval: pollMs,
  });
}
