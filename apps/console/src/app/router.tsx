import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import { ConsoleShell } from '../components/console-shell';
import { ADMIN_AREAS } from '../lib/console-areas';
import { canOpen, useSession, type ConsoleSession } from '../lib/session';
import { BoardRoute } from './routes/board';
import { LoginRoute } from './routes/login';

/** Served under /console (vite `base`, web-hosting.ts); routes below are relative to it. */
export const CONSOLE_BASENAME = '/console';

type AreaComponent = LazyExoticComponent<ComponentType<{ session: ConsoleSession }>>;

/** Each area is its own chunk: an operator downloads only the pages they open. */
const ADMIN_PAGES: Record<string, AreaComponent> = {
  '/dashboard': lazy(() => import('../features/dashboard/route')),
  '/orders': lazy(() => import('../features/admin-orders/route')),
  '/stores': lazy(() => import('../features/admin-stores/route')),
  '/coupons': lazy(() => import('../features/coupons/route')),
  '/riders': lazy(() => import('../features/riders/route')),
  '/customers': lazy(() => import('../features/customers/route')),
  '/settings': lazy(() => import('../features/settings/route')),
  '/pickup-drop': lazy(async () => ({
    default: (await import('./routes/pickup-drop')).PickupDropRoute,
  })),
  '/languages': lazy(() => import('../features/languages/route')),
  '/content': lazy(() => import('../features/content/route')),
  '/reports': lazy(() => import('../features/reports/route')),
  '/outbox': lazy(() => import('../features/outbox/route')),
  '/audit': lazy(() => import('../features/audit/route')),
  '/staff': lazy(() => import('../features/staff/route')),
};

const OWNER_PAGES: Record<string, AreaComponent> = {
  '/menu': lazy(() => import('../features/menu/route')),
  '/hours': lazy(() => import('../features/hours/route')),
  '/earnings': lazy(() => import('../features/earnings/route')),
};

function SignedIn() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <ConsoleShell session={session} />;
}

/** A store owner's board; an admin starts on the first area they may open. */
function Home() {
  const session = useSession();
  if (!session) return null;
  if (session.role === 'store_owner') return <BoardRoute session={session} />;
  const first = ADMIN_AREAS.find((area) => canOpen(session, area.permission));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <main className="p-4">
      <p>Your admin account has no console areas yet. Ask the marketplace owner for access.</p>
    </main>
  );
}

function AdminPage({ area, Page }: { area: AdminPermission; Page: AreaComponent }) {
  const session = useSession();
  if (!session) return null;
  if (session.role !== 'admin') return <Navigate to="/" replace />;
  if (!canOpen(session, area)) {
    const label = ADMIN_AREAS.find((candidate) => candidate.permission === area)?.label ?? area;
    return (
      <main className="space-y-2 p-4">
        <h1 className="text-xl font-bold">{label}</h1>
        <p role="alert">
          Your admin account does not include {label}. Ask the marketplace owner for access.
        </p>
        <Link to="/" className="font-semibold underline">
          Back to your areas
        </Link>
      </main>
    );
  }
  return <Page session={session} />;
}

function OwnerPage({ Page }: { Page: AreaComponent }) {
  const session = useSession();
  if (!session) return null;
  if (session.role !== 'store_owner') return <Navigate to="/" replace />;
  return <Page session={session} />;
}

function LoginOrHome() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <LoginRoute />;
}

export const consoleRoutes: RouteObject[] = [
  { path: '/login', element: <LoginOrHome /> },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <Home /> },
      ...ADMIN_AREAS.map((area) => ({
        path: `${area.path}/*`,
        element: <AdminPage area={area.permission} Page={ADMIN_PAGES[area.path]!} />,
      })),
      ...Object.entries(OWNER_PAGES).map(([path, Page]) => ({
        path,
        element: <OwnerPage Page={Page} />,
      })),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
}
