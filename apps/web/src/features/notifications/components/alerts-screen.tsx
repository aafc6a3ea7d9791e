import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { LoginPrompt } from '../../../components/login-prompt';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUserNotifications, type NotificationsInput } from '../api/get-user-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useArrivalSignal } from '../hooks/use-arrival-signal';
import { countUnread } from '../../../lib/arrival-signal';
import { PushOfferCard } from './push-offer-card';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

function AlertItem({
  notification,
  onMarkRead,
  isBusy,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const isUnread = notification.is_read === 0;
  return (
    <li className={`flex gap-3 px-5 py-4 ${isUnread ? 'bg-primary-soft/40' : 'bg-white'}`}>
      {notification.image ? (
        <img src={notification.image} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-bold text-ink">{notification.title}</p>
        <p className="mt-0.5 text-sm text-muted">{notification.message}</p>
        {isUnread ? (
          <button
            type="button"
            disabled={isBusy}
            onClick={() => onMarkRead(notification.id)}
            className="mt-2 min-h-10 text-sm font-bold text-primary-strong disabled:opacity-60"
          >
            {t('alertsMarkRead')}
            <span className="sr-only">: {notification.title}</span>
          </button>
        ) : null}
      </div>
      {isUnread ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      ) : null}
    </li>
  );
}

function AlertsList({ input }: { input: NotificationsInput }) {
  const { t } = useTranslation();
  const query = useUserNotifications(input);
  const markRead = useMarkNotificationsRead(input);
  useArrivalSignal(query.data?.notifications);

  if (query.isPending) {
    return (
      <QueryLoading
        className="space-y-3 p-5"
        rows={['h-16 w-full', 'h-16 w-full', 'h-16 w-full']}
      />
    );
  }
  if (query.isError) {
    return <QueryError onRetry={() => void query.refetch()} />;
  }
  const { notifications } = query.data;
  const unread = countUnread(notifications);
  if (notifications.length === 0) {
    return <p className="px-6 py-12 text-center text-muted">{t('alertsEmpty')}</p>;
  }
  return (
    <>
      <div className="flex items-center justify-between gap-3 px-5 py-3">
        <p aria-live="polite" className="text-sm font-semibold text-ink" data-testid="unread-count">
          {t('alertsUnreadCount').replace('{count}', String(unread))}
        </p>
        <Button
          variant="ghost"
          className="min-h-10 px-3 text-sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          {t('alertsMarkAllRead')}
        </Button>
      </div>
      {markRead.isError ? (
        <p role="alert" className="px-5 pb-2 text-sm text-red-700">
          {t('errorMessage')}
        </p>
      ) : null}
      <ul className="divide-y divide-line border-y border-line">
        {notifications.map((notification) => (
          <AlertItem
            key={notification.id}
            notification={notification}
            isBusy={markRead.isPending}
            onMarkRead={(id) => markRead.mutate(id)}
          />
        ))}
      </ul>
    </>
  );
}

/** `/alerts`: the customer's notifications, polled; new arrivals beep and vibrate. */
export function AlertsScreen() {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={t('pageAlerts')} backLabel={t('back')} />
      <main>
        {user ? (
          <>
            <PushOfferCard />
            <AlertsList input={{ token: user.auth_token, user_id: user.id }} />
          </>
        ) : (
          <LoginPrompt next="/alerts" />
        )}
      </main>
    </div>
  );
}
