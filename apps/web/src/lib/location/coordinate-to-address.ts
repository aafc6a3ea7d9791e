import type {
  CoordinateToAddressRequest,
  CoordinateToAddressResponse,
} from '@app/shared/location/location.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../api-client';

/** Reverse lookup: the whole body, because `place` (city, state) sits beside `data`. */
export function coordinateToAddress(
  input: CoordinateToAddressRequest,
  options: { signal?: AbortSignal } = {},
): Promise<CoordinateToAddressResponse> {
  return apiPost<CoordinateToAddressResponse>('coordinate-to-address', input, options);
}

export function getCoordinateToAddressQueryOptions(input: CoordinateToAddressRequest) {
  return queryOptions({
    queryKey: ['coordinate-to-address', input.lat, input.lng],
    queryFn: ({ signal }) => coordinateToAddress(input, { signal }),
    staleTime: Infinity,
  });
}

export function useCoordinateToAddress(input: CoordinateToAddressRequest) {
  return useQuery(getCoordinateToAddressQueryOptions(input));
}
