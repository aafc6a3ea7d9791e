import { isRunningStatus } from '@app/shared/orders/orders.models';
import { Link } from 'react-router';
import { LoginPrompt } from '../../../components/login-prompt';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ParcelIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-screen';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useCourierTasks } from '../api/get-courier-tasks';
import { TaskCard, type CourierOrder } from './task-card';
import { LoadFailed } from './load-failed';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

function TaskList({ title, orders }: { title: string; orders: CourierOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-2 px-4">
      <h2 className="text-xs font-bold tracking-[0.12em] text-muted uppercase">{title}</h2>
      <ul className="space-y-3">
        {orders.map((order) => (
          <li key={order.unique_order_id}>
            <TaskCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/pickup-and-drop/task`: the customer's tasks, running first, then past. */
export function TasksScreen() {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const tasks = useCourierTasks(user ? { token: user.auth_token, user_id: user.id } : null);
  const orders = (tasks.data?.pages.flatMap((page) => page.orders) ?? []).filter(
    (order): order is CourierOrder => order.courier !== null,
  );
  const running = orders.filter((order) => isRunningStatus(order.status));
  const past = orders.filter((order) => !isRunningStatus(order.status));

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-10">
      <PageTopBar title={t('pndTasksTitle')} backLabel={t('back')} />
      {!user ? (
        <main className="bg-white">
          <LoginPrompt next="/pickup-and-drop/task" />
        </main>
      ) : tasks.isPending ? (
        <SkeletonRegion label={t('appLoading')} className="space-y-3 p-4">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </SkeletonRegion>
      ) : tasks.isError ? (
        <main className="p-4 text-sm">
          <LoadFailed onRetry={() => void tasks.refetch()} />
        </main>
      ) : orders.length === 0 ? (
        <main className="flex flex-col items-center px-8 py-12 text-center">
          <StatusBadge>
            <ParcelIcon />
          </StatusBadge>
          <h2 className="mt-6 text-xl font-extrabold text-ink">{t('pndTasksEmptyTitle')}</h2>
          <p className="mt-2 text-[15px] text-muted">{t('pndTasksEmptyMessage')}</p>
          <Link
            to="/pickup-and-drop"
            className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}
          >
            {t('pndStartTask')}
          </Link>
        </main>
      ) : (
        <main className="space-y-5 pt-4">
          <TaskList title={t('pndTasksRunning')} orders={running} />
          <TaskList title={t('pndTasksPast')} orders={past} />
          {tasks.hasNextPage ? (
            <div className="px-4">
              <Button
                variant="outline"
                className="w-full"
                disabled={tasks.isFetchingNextPage}
                onClick={() => void tasks.fetchNextPage()}
              >
                {t('pndLoadMore')}
              </Button>
            </div>
          ) : null}
          <div className="px-4">
            <Link to="/pickup-and-drop" className={buttonClassName('outline', 'w-full')}>
              {t('pndStartTask')}
            </Link>
          </div>
        </main>
      )}
    </div>
  );
}
