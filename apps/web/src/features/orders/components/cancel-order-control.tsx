import { CUSTOMER_CANCELLABLE_STATUSES } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TextAreaField } from '../../../components/text-area-field';
import { apiErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useCancelOrderMutation } from '../api/cancel-order';
import '../../../lib/i18n/order-strings';

function CancelSheet({
  onClose,
  onConfirm,
  isPending,
  error,
}: {
  onClose: () => void;
  onConfirm: (reason: string) => void;
  isPending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Sheet
      title={t('orderCancelTitle')}
      description={t('orderCancelMessage')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('orderCancelKeep')}
          </Button>
          <Button disabled={isPending} onClick={() => onConfirm(reason)}>
            {isPending ? t('saving') : t('orderCancelConfirm')}
          </Button>
        </div>
      }
    >
      <TextAreaField
        id="cancel-reason"
        label={t('orderCancelReason')}
        value={reason}
        onValue={setReason}
        maxLength={300}
        rows={2}
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}

/**
 * "Cancel order" while the customer may (placed or scheduled: for a courier task, while no rider
 * has it; the API decides), asking first in a sheet with an optional reason.
 */
export function CancelOrderControl({ order }: { order: Order }) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const cancel = useCancelOrderMutation();
  const [isOpen, setOpen] = useState(false);
  const canCancel = (CUSTOMER_CANCELLABLE_STATUSES as readonly number[]).includes(order.status);
  return (
    <>
      {canCancel ? (
        <Button variant="outline" className="mt-4 w-full" onClick={() => setOpen(true)}>
          {t('orderCancel')}
        </Button>
      ) : null}
      {isOpen && user ? (
        <CancelSheet
          isPending={cancel.isPending}
          error={apiErrorText(cancel.error, t)}
          onClose={() => {
            setOpen(false);
            cancel.reset();
          }}
          onConfirm={(reason) =>
            cancel.mutate(
              {
                token: user.auth_token,
                user_id: user.id,
                order_id: order.unique_order_id,
                reason: reason.trim(),
              },
              { onSuccess: () => setOpen(false) },
            )
          }
        />
      ) : null}
    </>
  );
}
