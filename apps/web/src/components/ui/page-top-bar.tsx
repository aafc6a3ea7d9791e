import type { ReactNode } from 'react';
import { BackButton, type BackTarget } from './back-button';

/**
 * The nav bar of inner pages (SPEC §2, R2.23): a back button, an optional logo and the page title.
 * The back button goes to `backTo` (else the route's `handle.backTo`, else history back).
 */
export function PageTopBar({
  title,
  backLabel,
  action,
  backTo,
  logoSrc,
}: {
  title: string;
  backLabel: string;
  action?: ReactNode;
  backTo?: BackTarget;
  /** The storeLogo setting, shown before the title when given. */
  logoSrc?: string;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line bg-header-bg px-2 text-header-text">
      <BackButton label={backLabel} backTo={backTo} />
      {logoSrc ? (
        <img
          src={logoSrc}
          alt=""
          width={28}
          height={28}
          className="size-7 shrink-0 object-contain"
        />
      ) : null}
      <h1 className="min-w-0 flex-1 truncate text-[17px] font-extrabold">{title}</h1>
      {action}
    </header>
  );
}
