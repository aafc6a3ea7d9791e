import type { AdminPermission } from '@app/shared/console/admin.schemas';

/** A console page in the navigation: admins see the areas their permissions include. */
export interface AdminArea {
  path: string;
  label: string;
  permission: AdminPermission;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { path: '/dashboard', label: 'Dashboard', permission: 'dashboard' },
  { path: '/orders', label: 'Orders', permission: 'orders' },
  { path: '/stores', label: 'Stores', permission: 'stores' },
  { path: '/coupons', label: 'Coupons', permission: 'coupons' },
  { path: '/riders', label: 'Riders', permission: 'riders' },
  { path: '/customers', label: 'Customers', permission: 'customers' },
  { path: '/settings', label: 'Settings', permission: 'settings' },
  { path: '/pickup-drop', label: 'Pickup & drop', permission: 'settings' },
  { path: '/languages', label: 'Languages', permission: 'languages' },
  { path: '/content', label: 'Content', permission: 'content' },
  { path: '/reports', label: 'Reports', permission: 'reports' },
  { path: '/outbox', label: 'Mail & SMS', permission: 'outbox' },
  { path: '/audit', label: 'Audit log', permission: 'audit' },
  { path: '/staff', label: 'Admins', permission: 'staff' },
];

/** A store owner's pages. */
export const OWNER_AREAS = [
  { path: '/', label: 'Orders' },
  { path: '/menu', label: 'Menu' },
  { path: '/hours', label: 'Hours & busy mode' },
  { path: '/earnings', label: 'Earnings' },
] as const;
