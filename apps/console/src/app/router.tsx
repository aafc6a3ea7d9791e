import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { BoardRoute } from './routes/board';
import { LoginRoute } from './routes/login';

/** Served under /console (vite `base`, web-hosting.ts); routes below are relative to it. */
export const CONSOLE_BASENAME = '/console';

function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <BoardRoute session={session} />;
}

/** Admins only, and loaded on demand: store owners never download the settings editor. */
const PickupDropRoute = lazy(async () => ({
  default: (await import('./routes/pickup-drop')).PickupDropRoute,
}));

function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (session.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<p className="p-4">Loading…</p>}>
      <PickupDropRoute session={session} />
    </Suspense>
  );
}

function LoginOrBoard() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <LoginRoute />;
}

export const consoleRoutes = [
  { path: '/', element: <RequireSession /> },
  { path: '/pickup-drop', element: <RequireAdmin /> },
  { path: '/login', element: <LoginOrBoard /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
}
