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
