import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { DeliveryOrderInput } from './get-single-delivery-order';

/** The three calls that move an order along SPEC §4's delivery progression. */
export type DeliveryStep = 'accept-to-deliver' | 'pickedup-order' | 'deliver-order';

export type AdvanceDeliveryOrderInput = DeliveryOrderInput & {
  step: DeliveryStep;
  /** deliver-order only, when the order needs the customer's (courier: the recipient's) PIN. */
  delivery_pin?: string;
  /** Courier pickedup-order, when the task needs the sender's PIN. */
  pickup_pin?: string;
  /** Courier deliver-order without the recipient, when allowed: a JPEG data URL. */
  proof_photo?: string;
};

/**
 * delivery/accept-to-deliver (409 delivery.already_taken when another rider was faster),
 * delivery/pickedup-order and delivery/deliver-order; each answers the order as it now is.
 */
export async function advanceDeliveryOrder({
  step,
  ...input
}: AdvanceDeliveryOrderInput): Promise<DeliveryOrder> {
  const response = await apiPost<ApiSuccess<DeliveryOrder>>(`delivery/${step}`, input);
  return response.data;
}

/** Moves an order on, then refreshes the lists it moved between (on failure too: it may be gone). */
export function useAdvanceDeliveryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceDeliveryOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(
        ['delivery/get-single-delivery-order', order.unique_order_id],
        order,
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['delivery/get-delivery-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['delivery/update-user-info'] });
      void queryClient.invalidateQueries({
        queryKey: ['delivery/get-single-delivery-order', input.unique_order_id],
      });
      if (input.step === 'deliver-order') {
        void queryClient.invalidateQueries({ queryKey: ['delivery/get-completed-orders'] });
      }
    },
  });
}
