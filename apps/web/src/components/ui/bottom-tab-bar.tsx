import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { trackBottomBar } from '../../lib/bottom-bar-inset';

export interface TabItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count shown on the tab when above 0 (the cart's quantity, unread alerts). */
  badge?: number;
  /** Accessible wording of the badge, e.g. '3 items'; the link reads "Cart, 3 items". */
  badgeLabel?: string;
}

/**
 * The bottom tab bar (SPEC §2). `floating` draws a rounded bar with a margin and shadow (footer style
 * FLOAT); otherwise a fixed full-width bar. The active tab gets `aria-current="page"` from NavLink.
 */
export function BottomTabBar({
  items,
  floating,
  label,
}: {
  items: readonly TabItem[];
  floating: boolean;
  label: string;
}) {
  const shell = floating
    ? 'inset-x-3 bottom-3-above-notice rounded-2xl shadow-bar pb-0'
    : 'inset-x-0 bottom-above-notice border-t border-line pb-[env(safe-area-inset-bottom)]';
  return (
    <nav
      ref={trackBottomBar}
      aria-label={label}
      data-style={floating ? 'float' : 'fixed'}
      className={`fixed z-40 mx-auto max-w-md bg-white ${shell}`}
    >
      <ul className="grid grid-cols-5">
        {items.map((item) => (
          <li key={item.to} className="flex">
            <NavLink
              to={item.to}
              end
              aria-label={
                item.badge ? `${item.label}, ${item.badgeLabel ?? String(item.badge)}` : undefined
              }
              className={({ isActive }) =>
                `group relative flex min-h-16 flex-1 flex-col items-center justify-center gap-1 px-1 text-[11px] leading-tight transition-colors ${
                  isActive
                    ? 'font-bold text-primary-strong'
                    : 'font-medium text-muted hover:text-ink'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`absolute top-0 h-[3px] w-8 rounded-b-full transition-opacity ${
                      isActive ? 'bg-primary opacity-100' : 'opacity-0'
                    }`}
                  />
                  <span
                    className={`relative [&>svg]:size-6 ${isActive ? 'text-primary-strong' : ''}`}
                  >
                    {item.icon}
                    {item.badge ? (
                      <span
                        aria-hidden="true"
                        data-testid="tab-badge"
                        className="absolute -top-1.5 -right-2.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-primary-strong px-1 text-[10px] font-bold text-white ring-2 ring-white"
                      >
                        {item.badge > 99 ? '99+' : item.badge}
                      </span>
                    ) : null}
                  </span>
                  <span className="max-w-full truncate">{item.label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
