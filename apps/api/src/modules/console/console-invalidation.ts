import type { FastifyRequest } from 'fastify';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { CacheScope } from '../../lib/cache-invalidation';

/** A console call's last path segment that changes data (`save`, `set-busy-mode`, `upload-image`...). */
const WRITE_SEGMENT =
  /^(save|delete|create|update|upload|import|toggle|reorder|set|record|adjust|clear|reject|cancel|reassign|pick|propose|retry)(-|$)/;

/**
 * What a console area's writes make stale in the caches of the customer calls (decision 019).
 * Orders, people, coupons, languages and the rest are read fresh every time: nothing to clear.
 */
const SCOPES_OF_AREA: Partial<Record<AdminPermission, readonly CacheScope[]>> = {
  stores: ['catalog'],
  content: ['catalog'],
  settings: ['settings', 'catalog', 'pickup-drop'],
};

/**
 * The caches a console call makes stale when it succeeds: a write (by its last path segment)
 * under /public/api/console, by the area its route declares (`config.access`, console-access.ts).
 */
export function consoleWriteScopes(request: FastifyRequest): readonly CacheScope[] {
  const url = request.routeOptions.url;
  if (request.method !== 'POST' || !url?.startsWith('/public/api/console/')) return [];
  const segment = url.slice(url.lastIndexOf('/') + 1);
  if (!WRITE_SEGMENT.test(segment)) return [];
  const access = request.routeOptions.config.access;
  if (!access || typeof access === 'string') return [];
  const area = 'staff' in access ? access.staff : access.admin;
  return SCOPES_OF_AREA[area] ?? [];
}
