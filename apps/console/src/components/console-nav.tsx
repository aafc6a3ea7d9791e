import { NavLink } from 'react-router';
import { ADMIN_AREAS, OWNER_AREAS } from '../lib/console-areas';
import { canOpen, type ConsoleSession } from '../lib/session';

/** The pages this operator may open: an admin's permitted areas, or a store owner's pages. */
export function ConsoleNav({ session }: { session: ConsoleSession }) {
  const links =
    session.role === 'admin'
      ? ADMIN_AREAS.filter((area) => canOpen(session, area.permission))
      : OWNER_AREAS;
  return (
    <nav aria-label="Console sections">
      <ul className="flex flex-wrap gap-1 text-sm lg:flex-col lg:flex-nowrap">
        {links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              end={link.path === '/'}
              className={({ isActive }) =>
                `inline-flex min-h-10 w-full items-center whitespace-nowrap rounded-md px-3 font-semibold ${isActive ? 'bg-canvas text-ink' : 'text-muted hover:text-ink'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
