import { createContext, useContext } from 'react';

/**
 * The `handle` of every route matching the current page, outermost first: set by the app's
 * router (app/router.tsx), read by pieces that route flags configure (the back button's target,
 * the coming-soon page's name).
 */
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

export function useRouteHandles(): readonly unknown[] {
  return useContext(RouteHandlesContext);
}
