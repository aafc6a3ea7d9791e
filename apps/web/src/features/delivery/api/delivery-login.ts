import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { useDeliveryUserStore, type DeliveryUser } from '../stores/delivery-user-store';

export interface DeliveryLoginInput {
  email: string;
  password: string;
}

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
