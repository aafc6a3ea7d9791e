import { useEffect, useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  useNavigation,
  type Location,
  type RouteObject,
} from 'react-router';
import { uiStringsEn } from '@app/shared/i18n/ui-strings';
import type { BackRouteHandle } from '../components/ui/back-button';
import { LoadingPlaceholder } from '../components/ui/loading-placeholder';
import {
  routeLoadingKind,
  type LoadingKind,
  type LoadingRouteHandle,
} from '../components/ui/page-loading';
import { useTranslation } from '../features/i18n/hooks/use-translation';
import { useSetting } from '../features/settings/stores/settings-store';
import { comingSoonRoutes } from './coming-soon-routes';
import { preloadHomeScreen } from './home-screens';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A pending route shows its placeholder only when loading is slow enough to notice. */
const ROUTE_LOADING_DELAY_MS = 150;

type AppRouteHandle = BackRouteHandle & LoadingRouteHandle;

/** Pick-up and drop pages: the task page is a list of cards, the others are details (R2.22). */
function pickUpAndDropLoadingKind(path: string): LoadingKind | undefined {
  if (path === '/pickup-and-drop/task') return 'task';
  return path.startsWith('/pickup-and-drop') ? 'pickup' : undefined;
}

function loadingKindAt(location: Pick<Location, 'pathname'>): LoadingKind {
  const matches = matchRoutes(routes, location) ?? [];
  return routeLoadingKind(matches.at(-1)?.route.handle);
}

/** The page's loading placeholder, with the operator's spinner flag and 'please wait' text. */
function RouteLoadingPlaceholder({ kind }: { kind: LoadingKind }) {
  const { t } = useTranslation();
  const isSimpleSpinner = useSetting('showSimpleSpinner') === 'true';
  return (
    <LoadingPlaceholder
      kind={kind}
      label={uiStringsEn.appLoading}
      isSimpleSpinner={isSimpleSpinner}
      pleaseWaitText={t('pleaseWaitText', uiStringsEn.appLoading)}
    />
  );
}

/** Before the first route module arrives (the splash is gone by then). */
function AppHydrateFallback() {
  return <RouteLoadingPlaceholder kind={loadingKindAt(window.location)} />;
}

/** While the next page's lazy module loads, that page's placeholder covers the current one. */
function RouteLoadingOverlay() {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' ? navigation.location : undefined;
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setIsShown(true), ROUTE_LOADING_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setIsShown(false);
    };
  }, [pending]);
  if (!pending || !isShown) return null;
  return (
    <div className="fixed inset-0 z-40 overflow-hidden bg-white" data-testid="route-loading">
      <RouteLoadingPlaceholder kind={loadingKindAt(pending)} />
    </div>
  );
}

function AppLayout() {
  return (
    <>
      <RootLayout />
      <RouteLoadingOverlay />
    </>
  );
}

const backToOrders: AppRouteHandle = { backTo: 'orders' };
const backToAccount: AppRouteHandle = { backTo: 'accounts' };

/** Every screen is a lazy route module under ./routes, so each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppHydrateFallback,
    children: [
      {
        index: true,
        lazy: () => {
          preloadHomeScreen();
          return import('./routes/home');
        },
      },
      { path: '/search-location', lazy: () => import('./routes/search-location') },
      { path: '/my-location', lazy: () => import('./routes/my-location') },
      { path: '/food', lazy: () => import('./routes/food') },
      { path: '/offers', lazy: () => import('./routes/offers') },
      { path: '/clones/offers', lazy: () => import('./routes/offers') },
      { path: '/categories/stores', lazy: () => import('./routes/categories-stores') },
      {
        path: '/store/:restaurant/category/:categoryId',
        lazy: () => import('./routes/store-category'),
      },
      { path: '/stores/:restaurant', lazy: () => import('./routes/store') },
      { path: '/stores/:restaurant/:id', lazy: () => import('./routes/store-item') },
      { path: '/explore', lazy: () => import('./routes/explore') },
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/login/forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: '/register', lazy: () => import('./routes/register') },
      { path: '/auth/login-as-customer/:id?', lazy: () => import('./routes/login-as-customer') },
      { path: '/my-account', lazy: () => import('./routes/my-account') },
      {
        path: '/my-addresses',
        handle: backToAccount,
        lazy: () => import('./routes/my-addresses'),
      },
      { path: '/my-wallet', handle: backToAccount, lazy: () => import('./routes/my-wallet') },
      { path: '/alerts', handle: backToAccount, lazy: () => import('./routes/alerts') },
      { path: '/reviews/:slug', lazy: () => import('./routes/reviews') },
      { path: '/my-favorite-stores', lazy: () => import('./routes/favourite-stores') },
      { path: '/pages/:slug', lazy: () => import('./routes/page') },
      { path: '/cart', lazy: () => import('./routes/cart') },
      { path: '/cart/coupons', lazy: () => import('./routes/cart-coupons') },
      { path: '/cart/apply-coupon', lazy: () => import('./routes/apply-coupon') },
      { path: '/checkout', lazy: () => import('./routes/checkout') },
      { path: '/my-orders', handle: backToAccount, lazy: () => import('./routes/my-orders') },
      {
        path: '/running-order/:unique_order_id',
        handle: backToOrders,
        lazy: () => import('./routes/running-order'),
      },
      { path: '/rate-order/:id', handle: backToOrders, lazy: () => import('./routes/rate-order') },
      { path: '/payu-verify/:transaction_id', lazy: () => import('./routes/payu-verify') },
      { path: '/grocery-payu-verify/:transaction_id', lazy: () => import('./routes/payu-verify') },
      { path: '/delivery', lazy: () => import('./routes/delivery-orders') },
      { path: '/delivery/login', lazy: () => import('./routes/delivery-login') },
      { path: '/delivery/orders', lazy: () => import('./routes/delivery-orders') },
      { path: '/delivery/orders/:unique_order_id', lazy: () => import('./routes/delivery-order') },
      {
        path: '/delivery/completed-orders',
        lazy: () => import('./routes/delivery-completed-orders'),
      },
      ...comingSoonRoutes.map((route): RouteObject => ({
        path: route.path,
        handle: { ...route, loadingKind: pickUpAndDropLoadingKind(route.path) },
        lazy: () => import('./routes/coming-soon'),
      })),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
