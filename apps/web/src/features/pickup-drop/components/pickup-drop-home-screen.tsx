import { toPlatformTime } from '@app/shared/catalog/store-status.models';
import { isWithin } from '@app/shared/courier/courier.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon, ClockIcon, ParcelIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { usePickupDropSettings } from '../api/get-pickup-drop-settings';
import { useCourierTasks } from '../api/get-courier-tasks';
import { TASK_TYPE_ICONS, taskTypeLabel } from '../lib/parcel';
import {
  isParcelComplete,
  taskInputOf,
  usePickupDropDraft,
} from '../stores/pickup-drop-draft-store';
import { PackagePhotoField } from './package-photo-field';
import { ParcelFields } from './parcel-fields';
import { StopLink } from './stop-row';
import { LoadFailed } from './load-failed';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/screen-strings';

const SEND_AGAIN_COUNT = 3;

/** Past tasks of a signed-in customer, each with "Send again" (both stops and the parcel). */
function SendAgainList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const prefillFrom = usePickupDropDraft((state) => state.prefillFrom);
  const tasks = useCourierTasks(user ? { token: user.auth_token, user_id: user.id } : null);
  const orders = (tasks.data?.pages.flatMap((page) => page.orders) ?? []).filter(
    (order): order is Order & { courier: NonNullable<Order['courier']> } => order.courier !== null,
  );
  if (!user || orders.length === 0) return null;
  return (
    <section aria-labelledby="pnd-send-again" className="bg-white px-4 py-4">
      <h2 id="pnd-send-again" className="text-[15px] font-extrabold text-ink">
        {t('pndPastTasks')}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {orders.slice(0, SEND_AGAIN_COUNT).map((order) => (
          <li key={order.unique_order_id} className="flex items-center gap-3 py-3">
            <span aria-hidden="true" className="text-2xl">
              {TASK_TYPE_ICONS[order.courier.task_type]}
            </span>
            <span className="flex min-w-0 flex-1 flex-col leading-snug">
              <span className="truncate text-[15px] font-semibold text-ink">
                {order.courier.description || taskTypeLabel(order.courier.task_type, t)}
              </span>
              <span className="truncate text-[13px] text-muted">
                {order.courier.pickup.address} → {order.courier.drop.address}
              </span>
            </span>
            <Button
              variant="outline"
              className="min-h-10 px-3 text-sm"
              aria-label={t('pndSendAgainLabel').replace(
                '{description}',
                order.courier.description,
              )}
              onClick={() => {
                prefillFrom(order.courier);
                void navigate('/pickup-and-drop/details');
              }}
            >
              {t('pndSendAgain')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The platform's time of day now (IST, minutes since midnight), again every minute. */
function usePlatformMinute(now: () => Date): number {
  const [minute, setMinute] = useState(() => toPlatformTime(now()).minute);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute(toPlatformTime(now()).minute), 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  return minute;
}

const realNow = () => new Date();

/**
 * `/pickup-and-drop`: what is sent, its weight, both stops, and on to the details. Outside the
 * service hours it says so first ("Closed now · opens 07:00"); the draft can still be prepared.
 */
export function PickupDropHomeScreen({ now = realNow }: { now?: () => Date }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = usePickupDropSettings();
  const draft = usePickupDropDraft();
  const isComplete = isParcelComplete(draft) && taskInputOf(draft) !== null;
  const hours = settings.data?.tariff.serviceHours;
  const minute = usePlatformMinute(now);
  const isClosed =
    settings.data?.is_enabled === true &&
    hours != null &&
    !isWithin(minute, hours.open, hours.close);

  return (
    <div className="mx-auto w-full max-w-md bg-canvas">
      <header className="bg-white px-4 pt-5 pb-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t('pndTitle')}</h1>
            <p className="mt-1 text-sm text-muted">{t('pndSubtitle')}</p>
          </div>
          <Link
            to="/pickup-and-drop/task"
            className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-line px-3 text-sm font-bold text-primary-strong"
          >
            <ParcelIcon className="size-4" />
            {t('pndYourTasks')}
          </Link>
        </div>
        {hours && isClosed ? (
          <div
            role="status"
            className="mt-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950"
          >
            <p className="flex items-center gap-1.5 text-sm font-bold">
              <ClockIcon className="size-4" />
              {t('pndClosedNow').replace('{open}', hours.open)}
            </p>
            <p className="mt-0.5 text-[13px]">
              {t('pndServiceHours').replace('{open}', hours.open).replace('{close}', hours.close)}
            </p>
            <p className="text-[13px]">{t('pndClosedPrepare')}</p>
          </div>
        ) : hours ? (
          <p className="mt-3 flex items-center gap-1.5 text-[13px] text-muted">
            <ClockIcon className="size-4" />
            {t('pndServiceHours').replace('{open}', hours.open).replace('{close}', hours.close)}
          </p>
        ) : null}
      </header>

      <main className="space-y-3 pt-3 pb-4">
        {settings.isPending ? (
          <SkeletonRegion label={t('appLoading')} className="space-y-3 bg-white p-4">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-28 w-full" />
          </SkeletonRegion>
        ) : settings.isError ? (
          <div className="bg-white p-4 text-sm">
            <LoadFailed onRetry={() => void settings.refetch()} />
          </div>
        ) : !settings.data.is_enabled || settings.data.task_types.length === 0 ? (
          <section role="status" className="bg-white px-4 py-8 text-center">
            <h2 className="text-lg font-extrabold text-ink">{t('pndServiceOffTitle')}</h2>
            <p className="mt-2 text-sm text-muted">{t('pndServiceOffMessage')}</p>
          </section>
        ) : (
          <>
            <section className="space-y-5 bg-white p-4">
              <ParcelFields settings={settings.data} />
              <PackagePhotoField />
            </section>
            <section aria-label={t('pndLocationsTitle')} className="bg-white">
              <div className="divide-y divide-line">
                <StopLink
                  kind="pickup"
                  stop={draft.pickup}
                  to="/pickup-and-drop/location-search/pickup"
                />
                <StopLink
                  kind="drop"
                  stop={draft.drop}
                  to="/pickup-and-drop/location-search/drop"
                />
              </div>
              <Link
                to="/pickup-and-drop/search-location"
                className="flex min-h-11 items-center justify-end gap-1 border-t border-line px-4 text-sm font-bold text-primary-strong"
              >
                {t('pndLocationsTitle')}
                <ChevronRightIcon className="size-4" />
              </Link>
            </section>
            <div className="px-4">
              {isComplete ? null : (
                <p className="mb-2 text-[13px] text-muted">{t('pndNeedsMore')}</p>
              )}
              <Button
                className="w-full"
                disabled={!isComplete}
                onClick={() => void navigate('/pickup-and-drop/details')}
              >
                {t('pndContinue')}
              </Button>
            </div>
          </>
        )}
        <SendAgainList />
      </main>
    </div>
  );
}
