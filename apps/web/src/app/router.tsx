import { createBrowserRouter, type RouteObject } from 'react-router';
import { uiStringsEn } from '@app/shared/i18n/ui-strings';
import { PageSpinner } from '../components/ui/spinner';
import { comingSoonRoutes } from './coming-soon-routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen is a lazy route module under ./routes, so each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageSpinner label={uiStringsEn.appLoading} />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
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
      { path: '/my-addresses', lazy: () => import('./routes/my-addresses') },
      { path: '/my-wallet', lazy: () => import('./routes/my-wallet') },
      { path: '/alerts', lazy: () => import('./routes/alerts') },
      { path: '/reviews/:slug', lazy: () => import('./routes/reviews') },
      { path: '/my-favorite-stores', lazy: () => import('./routes/favourite-stores') },
      { path: '/pages/:slug', lazy: () => import('./routes/page') },
      { path: '/cart', lazy: () => import('./routes/cart') },
      { path: '/cart/coupons', lazy: () => import('./routes/cart-coupons') },
      { path: '/cart/apply-coupon', lazy: () => import('./routes/apply-coupon') },
      { path: '/checkout', lazy: () => import('./routes/checkout') },
      { path: '/my-orders', lazy: () => import('./routes/my-orders') },
      { path: '/running-order/:unique_order_id', lazy: () => import('./routes/running-order') },
      { path: '/rate-order/:id', lazy: () => import('./routes/rate-order') },
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
        handle: route,
        lazy: () => import('./routes/coming-soon'),
      })),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
