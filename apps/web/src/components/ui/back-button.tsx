import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useRouteHandles } from '../../lib/route-handles';
import { ArrowLeftIcon } from './icons';
import { useRipple } from './ripple';

/** SPEC §9: a back or nav button navigates 200 ms after the press, so its ripple is seen. */
export const NAV_BUTTON_DELAY_MS = 200;

/** Where the back button goes (SPEC §2, R2.23): home, orders, account or the previous page. */
export type BackTarget = 'home' | 'orders' | 'accounts' | 'grocery' | 'history';

const BACK_PATHS: Record<Exclude<BackTarget, 'history'>, string> = {
  home: '/',
  orders: '/my-orders',
  accounts: '/my-account',
  grocery: '/grocery',
};

/** The route `handle` field the back button reads (set per route in the router). */
export interface BackRouteHandle {
  backTo?: BackTarget;
}

function handleBackTo(handle: unknown): BackTarget | undefined {
  if (typeof handle !== 'object' || handle === null || !('backTo' in handle)) return undefined;
  const value = (handle as BackRouteHandle).backTo;
  return value === 'home' || value === 'orders' || value === 'accounts' || value === 'history'
    ? value
    : undefined;
}

/** The back flag of the deepest route that sets one. */
export function useRouteBackTarget(): BackTarget | undefined {
  const handles = useRouteHandles();
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const backTo = handleBackTo(handles[index]);
    if (backTo) return backTo;
  }
  return undefined;
}

export function goBack(navigate: NavigateFunction, backTo: BackTarget, hasHistory: boolean): void {
  if (backTo !== 'history') void navigate(BACK_PATHS[backTo]);
  else if (hasHistory) void navigate(-1);
  // A page opened directly (a shared link) has nothing in the app to go back to: home instead.
  else void navigate('/');
}

/**
 * The nav bar's back button: goes to the flagged target (prop, else the route's `handle.backTo`,
 * else history back) 200 ms after the press, with a ripple.
 */
export function BackButton({ label, backTo }: { label: string; backTo?: BackTarget }) {
  const navigate = useNavigate();
  // React Router keys the first entry of a session 'default'; every in-app navigation gets a key.
  const hasHistory = useLocation().key !== 'default';
  const routeBackTo = useRouteBackTarget();
  const target = backTo ?? routeBackTo ?? 'history';
  const { ripple, startRipple } = useRipple();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      aria-label={label}
      data-back-to={target}
      onClick={(event) => {
        startRipple(event);
        // A second press while the first is pending would go back twice.
        if (timer.current !== undefined) return;
        timer.current = window.setTimeout(() => {
          timer.current = undefined;
          goBack(navigate, target, hasHistory);
        }, NAV_BUTTON_DELAY_MS);
      }}
      className="relative grid size-10 shrink-0 place-items-center overflow-hidden rounded-full text-inherit hover:bg-canvas"
    >
      <ArrowLeftIcon />
      {ripple}
    </button>
  );
}
