import type { RequestOf } from '@app/shared/common/api-contract';
import type { deliveryLoginRequestSchema } from '@app/shared/delivery/delivery.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { useDeliveryUserStore, type DeliveryUser } from '../stores/delivery-user-store';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type DeliveryLoginInput = RequestOf<typeof deliveryLoginRequestSchema>;

/** delivery/login: a rider's email and password; 403 when the account is not a rider's. */
export async function deliveryLogin(input: DeliveryLoginInput): Promise<DeliveryUser> {
  const response = await apiPost<ApiSuccess<DeliveryUser>>('delivery/login', input);
  return response.data;
}

/** Logs the rider in and keeps the session under `delivery_user`. */
export function useDeliveryLogin() {
  const logIn = useDeliveryUserStore((state) => state.logIn);
  return useMutation({ mutationFn: deliveryLogin, onSuccess: (user) => logIn(user) });
}
