import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
} from 'react-router';

const history = createBrowserHistory({ v5Compat: true });

const PendingNavigationContext = createContext<Location | null>(null);

/** Where a navigation under way is going (its page still loading), or null when none is. */
export function usePendingNavigation(): Location | null {
  return useContext(PendingNavigationContext);
}

/**
 * React Router over the browser's history, without its data router (about 16 KB gzipped that
 * every page downloaded for lazy routes, one loader and the navigation state). Each location
 * change is a transition: the current page stays on screen and interactive while the next one's
 * lazy module loads (React keeps what a suspended transition would hide), and
 * `usePendingNavigation` says where it is going meanwhile.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, setPending] = useState<Location | null>(null);
  const [isPending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        setPending(update.location);
        startTransition(() => setState(update));
      }),
    [],
  );

  return (
    <PendingNavigationContext value={isPending ? pending : null}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PendingNavigationContext>
  );
}
