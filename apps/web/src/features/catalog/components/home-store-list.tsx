import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CloseIcon, PinIcon } from '../../../components/ui/icons';
import { useAuthToken } from '../../accounts/stores/user-store';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useSetting } from '../../settings/stores/settings-store';
import { useDeliveryRestaurants } from '../api/get-delivery-restaurants';
import { useLoginDeliveryRestaurants } from '../api/get-login-delivery-restaurants';
import { useSelfpickupRestaurants } from '../api/get-selfpickup-restaurants';
import { useRetryWhenEmpty } from '../hooks/use-retry-when-empty';
import { useDeliveryPreference } from '../stores/catalog-store';

/**
 * The home store list query (SPEC §7): self-pickup stores for that preference, else the
 * logged-in delivery list with a token, else the guest delivery list; retried once when empty.
 */
export function useHomeStoreList(position: Position) {
  const preference = useDeliveryPreference();
  const token = useAuthToken();
  const isPickup = preference === 'SELFPICKUP';
  const guest = useDeliveryRestaurants(position, { enabled: !isPickup && !token });
  const loggedIn = useLoginDeliveryRestaurants(
    { ...position, token: token ?? '' },
    { enabled: !isPickup && Boolean(token) },
  );
  const pickup = useSelfpickupRestaurants(position, { enabled: isPickup });
  const query: UseQueryResult<Store[]> = isPickup ? pickup : token ? loggedIn : guest;
  const retry = useRetryWhenEmpty({
    isEmpty: query.isSuccess && query.data.length === 0,
    isFetching: query.isFetching,
    refetch: query.refetch,
  });
  return { query, preference, ...retry };
}

export function NoStoresMessage() {
  const message = useSetting('noRestaurantMessage');
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mx-4 my-6 rounded-2xl bg-canvas px-5 py-6 text-center text-[15px] text-muted"
    >
      {message || t('noStoresFallback')}
    </p>
  );
}

/**
 * The no-area alert logged-in customers get with the no-stores message (SPEC §4, R4.07): title and
 * message from settings, announced as an alert, and dismissible.
 */
export function NoAreaAlert() {
  const { t } = useTranslation();
  const title = useSetting('noAreaTitleText', 'We are not here yet');
  const message = useSetting('noAreaMessageText');
  const [isDismissed, setIsDismissed] = useState(false);
  const titleId = useId();
  if (isDismissed) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      data-testid="no-area-alert"
      className="mx-4 mt-2 flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary-soft py-3 pr-2 pl-4"
    >
      <PinIcon className="mt-0.5 size-5 shrink-0 text-primary-strong" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-[15px] font-extrabold text-ink">
          {title}
        </p>
        {message ? <p className="mt-0.5 text-[13px] text-ink">{message}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => setIsDismissed(true)}
        aria-label={t('dismiss')}
        className="-mt-1 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-white/60"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
