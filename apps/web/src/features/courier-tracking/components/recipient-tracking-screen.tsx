import type { TrackedCourier } from '@app/shared/courier/courier.schemas';
import { ORDER_STATUS, isRunningStatus } from '@app/shared/orders/orders.models';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CourierMap } from '../../../components/courier/courier-map';
import { CourierStepsList } from '../../../components/courier/courier-steps-list';
import { CourierStopCard } from '../../../components/courier/courier-stop-card';
import { HandoverPinCard } from '../../../components/tracking/handover-pin-card';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { ApiError } from '../../../lib/api-client';
import {
  COURIER_STEP_LABEL_KEYS,
  courierStep,
  taskTypeLabelKey,
  telUrl,
} from '../../../lib/courier/courier-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { statusLabelKey } from '../../../lib/orders/order-display';
import { useMoney } from '../../../lib/use-money';
import { useTrackedCourier } from '../api/track-courier';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/delivery-strings';

function Tracked({ task }: { task: TrackedCourier }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const step = courierStep(task);
  const isRunning = isRunningStatus(task.status);
  const isDelivered = task.status === ORDER_STATUS.DELIVERED;
  const isCancelled = !isRunning && !isDelivered;
  const riderPhone = task.rider?.phone?.trim() ? task.rider.phone : null;

  return (
    <>
      <section aria-labelledby="track-status" className="space-y-3 bg-white p-4">
        <div>
          <p className="text-[13px] text-muted">
            {t('recipientFrom').replace('{sender}', task.sender_name)}
          </p>
          <p className="text-[15px] font-bold text-ink">
            {t(taskTypeLabelKey(task.task_type))} · {task.description}
          </p>
          <h2 id="track-status" className="mt-2 text-2xl font-extrabold text-ink">
            {isDelivered
              ? t('recipientDelivered')
              : isCancelled
                ? t('recipientCancelled')
                : step
                  ? t(COURIER_STEP_LABEL_KEYS[step])
                  : t(statusLabelKey(task.status))}
          </h2>
          {isRunning ? (
            <p className="mt-1 text-sm text-ink" aria-live="polite">
              {t('courierEta').replace('{minutes}', String(task.eta_minutes))}
              <span className="text-muted"> · {t('recipientLive')}</span>
            </p>
          ) : null}
        </div>
        {isRunning && task.drop_pin ? (
          <HandoverPinCard
            label={t('courierDropPin')}
            hint={t('recipientGivePin')}
            pin={task.drop_pin}
          />
        ) : null}
        {isRunning && task.cash_due > 0 ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-[15px] font-bold text-amber-950">
            {t('recipientCashDue').replace('{amount}', money(task.cash_due))}
          </p>
        ) : null}
        {isRunning && task.rider ? (
          <div className="flex items-center justify-between gap-3">
            <p className="text-[15px] text-ink">
              {t('recipientRiderAssigned').replace('{name}', task.rider.name)}
            </p>
            {riderPhone ? (
              <a
                href={telUrl(riderPhone)}
                className={buttonClassName('outline', 'min-h-10 shrink-0 px-4 text-sm')}
              >
                {t('courierCallRider')}
              </a>
            ) : null}
          </div>
        ) : null}
      </section>

      {isRunning ? (
        <CourierMap
          pickup={task.pickup}
          drop={task.drop}
          rider={task.rider_location}
          label={t('courierMapLabel')}
        />
      ) : null}

      {step ? <CourierStepsList current={step} headingId="track-steps" /> : null}

      <section aria-label={t('courierDrop')} className="bg-white p-4">
        <CourierStopCard which="drop" stop={task.drop} showCall={false} />
      </section>
    </>
  );
}

/**
 * `/pickup-and-drop/track/{token}`: the recipient's page, no sign-in. Asks every 4 s while the
 * task is on its way (not while the tab is hidden); an unknown token says the link is not valid.
 */
export function RecipientTrackingScreen({ trackToken }: { trackToken: string }) {
  const { t } = useTranslation();
  const query = useTrackedCourier(trackToken);

  if (query.isError) {
    const isUnknown =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (isUnknown) {
      return (
        <StatusScreen
          eyebrow={t('courierPickAndDrop')}
          title={t('recipientInvalidTitle')}
          message={t('recipientInvalidMessage')}
        />
      );
    }
  }

  let body;
  if (query.data) {
    body = <Tracked task={query.data} />;
  } else if (query.isPending) {
    body = (
      <SkeletonRegion label={t('appLoading')} className="space-y-3 p-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-60 w-full rounded-2xl" />
      </SkeletonRegion>
    );
  } else {
    body = (
      <div className="px-6 py-12 text-center">
        <p role="alert" className="text-muted">
          {t('errorMessage')}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-8">
      <header className="sticky top-0 z-30 flex h-14 items-center border-b border-line bg-white px-4">
        <h1 className="min-w-0 flex-1 truncate text-[17px] font-extrabold text-ink">
          {t('pageTrackDelivery')}
        </h1>
      </header>
      <main className="space-y-3">{body}</main>
    </div>
  );
}
