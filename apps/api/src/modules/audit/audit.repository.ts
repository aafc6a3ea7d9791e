import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from './audit.table';

export type AuditAction =
  'account.deleted' | 'impersonation.agent' | 'impersonation.admin' | 'agent.guest_registered';

export async function recordAudit({
  db,
  actorUserId,
  action,
  targetUserId,
  details,
  ip,
}: {
  db: Database;
  actorUserId: number | null;
  action: AuditAction;
  targetUserId: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}) {
  await db.insert(auditLog).values({ actorUserId, action, targetUserId, details, ip: ip ?? null });
}

export async function listAuditFor({ db, targetUserId }: { db: Database; targetUserId: number }) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetUserId, targetUserId))
    .orderBy(desc(auditLog.id));
}
