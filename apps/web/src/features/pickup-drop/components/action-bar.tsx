import type { ReactNode } from 'react';

/**
 * The page's primary action, fixed at the bottom above the cookie notice and the install bar
 * (`bottom-above-notice`); the page keeps `pb-32` so its last content scrolls clear of it.
 */
export function ActionBar({ error, children }: { error?: string | null; children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-above-notice z-30 mx-auto max-w-md border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
