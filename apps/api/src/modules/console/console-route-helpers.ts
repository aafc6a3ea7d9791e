import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { recordAudit, type AuditAction } from '../audit/audit.repository';
import { consoleUser } from './console-access';
import { ensureStaff } from './console.usecases';

/** The caller, when a store owner or an admin (401 without a token, 403 for other roles). */
export async function requireStaff(request: Parameters<typeof requireUser>[0]) {
  const user = await requireUser(request);
  ensureStaff(user);
  return user;
}

/** One audit row per console switch that went through (a refused call writes none). */
export function consoleAudit(db: Database) {
  return (
    request: FastifyRequest,
    actorUserId: number,
    action: AuditAction,
    details: Record<string, unknown>,
  ) => recordAudit({ db, actorUserId, action, targetUserId: null, details, ip: request.ip });
}

/**
 * The audit row of a console write: who (the access hook's caller), what, and the record before
 * and after. Pass the use case's `tx` so the row commits with the change, or the db after it.
 */
export function auditChange(
  db: Executor,
  request: FastifyRequest,
  change: {
    action: AuditAction;
    targetUserId?: number | null;
    before?: unknown;
    after?: unknown;
    details?: Record<string, unknown>;
  },
) {
  return recordAudit({
    db,
    actorUserId: consoleUser(request).id,
    action: change.action,
    targetUserId: change.targetUserId ?? null,
    details: {
      ...change.details,
      ...(change.before === undefined ? {} : { before: change.before }),
      ...(change.after === undefined ? {} : { after: change.after }),
    },
    ip: request.ip,
  });
}
