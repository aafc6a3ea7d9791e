import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import { ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import { createErrorFactory } from '../../lib/errors';
import { requireUser, type AuthenticatedUser } from '../../plugins/auth';
import { createStaffOnlyError } from './console.errors';

/**
 * Who may make a console call, declared on the route (`config: { access }`) and checked by one
 * hook before the body is validated, so a refused caller learns nothing about the body's shape:
 * - `public`: anyone (the log-in);
 * - `{ staff: area }`: a store owner (their stores only, checked by the use case) or an admin
 *   whose permissions include the area (any store);
 * - `staff`: a store owner or any admin, whatever their areas: only the store list, which the
 *   log-in answers every admin anyway;
 * - `{ admin: area }`: an admin whose permissions include the area.
 * Every route under /public/api/console must declare one (the authorization matrix test fails
 * on a route without it).
 */
export type ConsoleAccess =
  'public' | 'staff' | { staff: AdminPermission } | { admin: AdminPermission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: ConsoleAccess;
  }
  interface FastifyInstance {
    /** Every console route with what it declared, for the authorization matrix test. */
    consoleRoutes: { url: string; method: string; access: ConsoleAccess | undefined }[];
  }
  interface FastifyRequest {
    /** The caller the access hook let through. */
    consoleUser?: AuthenticatedUser;
  }
}

export const createAdminOnlyError = createErrorFactory({
  code: 'console.admin_only',
  statusCode: 403,
  message: 'Only an admin may do this.',
});

export const createPermissionDeniedError = createErrorFactory({
  code: 'console.permission_denied',
  statusCode: 403,
  message: 'Your admin account does not include this area. Ask the marketplace owner for access.',
});

/** The areas an admin holds: every area when the list is null. */
export function adminPermissionsOf(user: AuthenticatedUser): AdminPermission[] {
  if (user.role !== 'admin') return [];
  if (user.adminPermissions == null) return [...ADMIN_PERMISSIONS];
  return ADMIN_PERMISSIONS.filter((area) => user.adminPermissions?.includes(area));
}

export function hasAdminPermission(user: AuthenticatedUser, area: AdminPermission): boolean {
  return adminPermissionsOf(user).includes(area);
}

/** Throws the 403 a caller without the area gets. */
export function ensureAdminPermission(user: AuthenticatedUser, area: AdminPermission) {
  if (user.role !== 'admin') throw createAdminOnlyError();
  if (!hasAdminPermission(user, area)) throw createPermissionDeniedError();
}

async function checkAccess(request: FastifyRequest) {
  const access = request.routeOptions.config.access;
  if (!access || access === 'public') return;
  const user = await requireUser(request);
  if (access === 'staff' || 'staff' in access) {
    if (user.role !== 'store_owner' && user.role !== 'admin') throw createStaffOnlyError();
    // An admin acts on every store, so a store call needs its area (an owner only their own).
    if (user.role === 'admin' && access !== 'staff') ensureAdminPermission(user, access.staff);
  } else {
    ensureAdminPermission(user, access.admin);
  }
  request.consoleUser = user;
}

export const CONSOLE_PREFIX = '/public/api/console/';

export const consoleAccessPlugin = fp(async (app: FastifyInstance) => {
  const routes: FastifyInstance['consoleRoutes'] = [];
  app.decorate('consoleRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(CONSOLE_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = route.config as { access?: ConsoleAccess } | undefined;
      routes.push({ url: route.url, method, access: config?.access });
    }
  });
  app.addHook('preValidation', checkAccess);
});

/** The caller the access hook checked (a route without `access` has none: a programming error). */
export function consoleUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.consoleUser) throw new Error(`${request.url} declares no console access`);
  return request.consoleUser;
}
