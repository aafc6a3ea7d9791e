import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminOrderDetail } from '@app/shared/console/admin-orders.schemas';
import { Button, ErrorNote } from '../../../components/ui';
import { consolePost, errorMessage } from '../../../lib/console-api';

/**
 * Gives the order to an approved, online rider of its store, or any such rider for a pickup-and-
 * drop task (the server checks it again). There is no "unassign": the order engine has no step
 * back once a rider is assigned, so the panel offers another rider or cancelling instead.
 */
export function RiderPicker({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const assign = useMutation({
    mutationFn: (riderId: number) =>
      consolePost<AdminOrderDetail>('admin/orders/reassign-rider', {
        unique_order_id: order.unique_order_id,
        rider_id: riderId,
      }),
    onSuccess: (next) => {
      setChoice('');
      onChanged(next);
    },
  });
  const choices = order.rider_choices.filter((rider) => rider.id !== order.rider?.id);
  const isCourier = order.kind === 'courier';
  return (
    <section aria-label="Rider" className="space-y-2 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {order.rider ? 'Give to another rider' : 'Assign a rider'}
          </label>
          <select
            id={id}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="min-w-56 rounded-md border border-line bg-white px-2 py-1.5 text-sm"
          >
            <option value="">
              {choices.length
                ? 'Choose a rider…'
                : isCourier
                  ? 'No approved rider is online'
                  : 'No approved rider of this store is online'}
            </option>
            {choices.map((rider) => (
              <option key={rider.id} value={rider.id}>
                {rider.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          tone="primary"
          disabled={!choice || assign.isPending}
          onClick={() => assign.mutate(Number(choice))}
        >
          {assign.isPending ? 'Saving…' : order.rider ? 'Reassign' : 'Assign'}
        </Button>
      </div>
      {assign.isError ? <ErrorNote>{errorMessage(assign.error)}</ErrorNote> : null}
    </section>
  );
}
