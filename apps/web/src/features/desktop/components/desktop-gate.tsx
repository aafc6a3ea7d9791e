import type { ReactNode } from 'react';

/**
 * Wider than 768 px: the desktop landing page at / and a redirect to / elsewhere (SPEC §1), unless
 * hide-desktop-view is 'true'. Placeholder until issue 7's work lands: renders the app as is.
 */
export function DesktopGate({ children }: { children: ReactNode }) {
  return children;
}
