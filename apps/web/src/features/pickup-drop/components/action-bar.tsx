import type { ReactNode } from 'react';
import { trackBottomBar } from '../../../lib/bottom-bar-inset';

/**
 * The page's primary action, fixed at the bottom above the cookie notice and the install bar
 * (`bottom-above-notice`); the page keeps `pb-32` so its last content scrolls clear of it, and its
 * measured height keeps focused fields clear of it too (`--bottom-bar-height`). `above` is shown
 * over the error and the button (the reason the button cannot be used, say).
 */
export function ActionBar({
  error,
  above,
  children,
}: {
  error?: string | null;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      ref={trackBottomBar}
      className="fixed inset-x-0 bottom-above-notice z-30 mx-auto max-w-md border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {above}
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
