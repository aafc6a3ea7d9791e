import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { uiStringsEn } from '@app/shared/i18n/ui-strings';
import type { BackRouteHandle } from '../components/ui/back-button';
import { LoadingPlaceholder } from '../components/ui/loading-placeholder';
import {
  routeLoadingKind,
  type LoadingKind,
  type LoadingRouteHandle,
} from '../components/ui/page-loading';
import { useTranslation } from '../lib/i18n/use-translation';
import { useSetting } from '../lib/settings/settings-store';
import { RouteHandlesContext } from '../lib/route-handles';
import { AppRouter, usePendingNavigation } from './app-router';
import { comingSoonRoutes } from './coming-soon-routes';
import { preloadHomeScreen } from './home-screens';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';

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
  const pending = usePendingNavigation();
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

/** The app around every page; the matched routes' handles are there for the pieces they flag. */
function AppLayout() {
  const location = useLocation();
  const handles = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle),
    [location],
  );
  return (
    <RouteHandlesContext value={handles}>
      <RootLayout />
      <RouteLoadingOverlay />
    </RouteHandlesContext>
  );
}

/** A route module (./routes/*) exports its screen as `Component`; it loads when first rendered. */
function lazyRoute(load: () => Promise<{ Component: ComponentType }>): ComponentType {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Home = lazyRoute(() => {
  // The screen `/` will show starts downloading beside the route's own module.
  preloadHomeScreen();
  return import('./routes/home');
});
const Offers = lazyRoute(() => import('./routes/offers'));
const PayuVerify = lazyRoute(() => import('./routes/payu-verify'));
const KhaltiVerify = lazyRoute(() => import('./routes/khalti-verify'));
const DeliveryOrders = lazyRoute(() => import('./routes/delivery-orders'));
const ComingSoon = lazyRoute(() => import('./routes/coming-soon'));

/** Pickup and drop (issue 16): each page its own chunk, with its loading placeholder. */
const pickUpAndDropRoutes: RouteObject[] = (
  [
    ['/pickup-and-drop', () => import('./routes/pickup-and-drop')],
    ['/pickup-and-drop/task', () => import('./routes/pickup-and-drop-task')],
    ['/pickup-and-drop/search-location', () => import('./routes/pickup-and-drop-search-location')],
    ['/pickup-and-drop/details', () => import('./routes/pickup-and-drop-details')],
    ['/pickup-and-drop/cart', () => import('./routes/pickup-and-drop-cart')],
    ['/pickup-and-drop/checkout', () => import('./routes/pickup-and-drop-checkout')],
    [
      '/pickup-and-drop/location-search/:address_type',
      () => import('./routes/pickup-and-drop-location-search'),
    ],
    [
      '/pickup-and-drop/select-location/:address_type',
      () => import('./routes/pickup-and-drop-select-location'),
    ],
  ] as const
).map(([path, load]) => ({
  path,
  handle: { loadingKind: pickUpAndDropLoadingKind(path) } satisfies AppRouteHandle,
  Component: lazyRoute(load),
}));

const backToOrders: AppRouteHandle = { backTo: 'orders' };
const backToAccount: AppRouteHandle = { backTo: 'accounts' };

/** Every screen is a lazy route module under ./routes, so each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, Component: Home },
      { path: '/search-location', Component: lazyRoute(() => import('./routes/search-location')) },
      { path: '/my-location', Component: lazyRoute(() => import('./routes/my-location')) },
      { path: '/food', Component: lazyRoute(() => import('./routes/food')) },
      { path: '/offers', Component: Offers },
      { path: '/clones/offers', Component: Offers },
      {
        path: '/categories/stores',
        Component: lazyRoute(() => import('./routes/categories-stores')),
      },
      {
        path: '/store/:restaurant/category/:categoryId',
        Component: lazyRoute(() => import('./routes/store-category')),
      },
      { path: '/stores/:restaurant', Component: lazyRoute(() => import('./routes/store')) },
      {
        path: '/stores/:restaurant/:id',
        Component: lazyRoute(() => import('./routes/store-item')),
      },
      { path: '/explore', Component: lazyRoute(() => import('./routes/explore')) },
      { path: '/login', Component: lazyRoute(() => import('./routes/login')) },
      {
        path: '/login/forgot-password',
        Component: lazyRoute(() => import('./routes/forgot-password')),
      },
      { path: '/register', Component: lazyRoute(() => import('./routes/register')) },
      {
        path: '/auth/login-as-customer/:id?',
        Component: lazyRoute(() => import('./routes/login-as-customer')),
      },
      { path: '/my-account', Component: lazyRoute(() => import('./routes/my-account')) },
      {
        path: '/my-addresses',
        handle: backToAccount,
        Component: lazyRoute(() => import('./routes/my-addresses')),
      },
      {
        path: '/my-wallet',
        handle: backToAccount,
        Component: lazyRoute(() => import('./routes/my-wallet')),
      },
      {
        path: '/alerts',
        handle: backToAccount,
        Component: lazyRoute(() => import('./routes/alerts')),
      },
      { path: '/reviews/:slug', Component: lazyRoute(() => import('./routes/reviews')) },
      {
        path: '/my-favorite-stores',
        Component: lazyRoute(() => import('./routes/favorite-stores')),
      },
      { path: '/pages/:slug', Component: lazyRoute(() => import('./routes/page')) },
      { path: '/cart', Component: lazyRoute(() => import('./routes/cart')) },
      { path: '/cart/coupons', Component: lazyRoute(() => import('./routes/cart-coupons')) },
      { path: '/cart/apply-coupon', Component: lazyRoute(() => import('./routes/apply-coupon')) },
      { path: '/checkout', Component: lazyRoute(() => import('./routes/checkout')) },
      { path: '/grocery', Component: lazyRoute(() => import('./routes/grocery')) },
      {
        path: '/grocery/:restaurant/menu/:id',
        Component: lazyRoute(() => import('./routes/grocery-store')),
      },
      { path: '/grocery-cart', Component: lazyRoute(() => import('./routes/grocery-cart')) },
      {
        path: '/grocery-checkout',
        Component: lazyRoute(() => import('./routes/grocery-checkout')),
      },
      {
        path: '/my-orders',
        handle: backToAccount,
        Component: lazyRoute(() => import('./routes/my-orders')),
      },
      {
        path: '/running-order/:unique_order_id',
        handle: backToOrders,
        Component: lazyRoute(() => import('./routes/running-order')),
      },
      {
        path: '/rate-order/:id',
        handle: backToOrders,
        Component: lazyRoute(() => import('./routes/rate-order')),
      },
      { path: '/payu-verify/:transaction_id', Component: PayuVerify },
      { path: '/grocery-payu-verify/:transaction_id', Component: PayuVerify },
      { path: '/khalti-verify', Component: KhaltiVerify },
      { path: '/delivery', Component: DeliveryOrders },
      { path: '/delivery/login', Component: lazyRoute(() => import('./routes/delivery-login')) },
      { path: '/delivery/orders', Component: DeliveryOrders },
      {
        path: '/delivery/orders/:unique_order_id',
        Component: lazyRoute(() => import('./routes/delivery-order')),
      },
      {
        path: '/pickup-and-drop/track/:token',
        handle: { loadingKind: 'pickup' } satisfies AppRouteHandle,
        Component: lazyRoute(() => import('./routes/pickup-and-drop-track')),
      },
      {
        path: '/delivery/completed-orders',
        Component: lazyRoute(() => import('./routes/delivery-completed-orders')),
      },
      ...pickUpAndDropRoutes,
      ...comingSoonRoutes.map((route): RouteObject => ({
        path: route.path,
        handle: { ...route, loadingKind: pickUpAndDropLoadingKind(route.path) },
        Component: ComingSoon,
      })),
      { path: '*', Component: lazyRoute(() => import('./routes/not-found')) },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** A failing page (its render or its chunk) shows the error screen until the next navigation. */
function RouteErrors({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary locationKey={useLocation().key}>{children}</RouteErrorBoundary>;
}

/** The router, the error screen and, until the first page's module arrives, its placeholder. */
export function App() {
  return (
    <AppRouter>
      <RouteErrors>
        <Suspense fallback={<AppHydrateFallback />}>
          <AppRoutes />
        </Suspense>
      </RouteErrors>
    </AppRouter>
  );
}
