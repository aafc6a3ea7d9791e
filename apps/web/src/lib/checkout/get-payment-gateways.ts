import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface PaymentGateway {
  code: PaymentMethod;
  name: string;
  /** Publishable key for online providers; null otherwise. */
  public_key: string | null;
}

export async function getPaymentGateways(): Promise<PaymentGateway[]> {
  const response = await apiPost<ApiSuccess<PaymentGateway[]>>('get-payment-gateways', {});
  return response.data;
}

export function getPaymentGatewaysQueryOptions() {
  return queryOptions({
    queryKey: ['get-payment-gateways'],
    queryFn: getPaymentGateways,
    staleTime: 5 * 60_000,
  });
}

export function usePaymentGateways() {
  return useQuery(getPaymentGatewaysQueryOptions());
}
