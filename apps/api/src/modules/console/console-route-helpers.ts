import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { recordAudit, type AuditAction } from '../audit/audit.repository';
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
