import { NavLink } from 'react-router';

const LINKS = [
  { to: '/', label: 'Orders', end: true },
  { to: '/pickup-drop', label: 'Pickup & drop', end: false },
] as const;

/** The admin's sections (store owners have only their orders board, so no navigation). */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex gap-1 text-sm">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center rounded-md px-2 font-semibold ${isActive ? 'bg-canvas text-ink' : 'text-muted hover:text-ink'}`
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
