import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { auditLog } from './audit.table';

export type AuditAction =
  | 'account.deleted'
  | 'impersonation.agent'
  | 'impersonation.admin'
  | 'agent.guest_registered'
  // Every switch of the operator console (issue 13): who, which store, what it was set to.
  | 'console.accept-order'
  | 'console.mark-order-ready'
  | 'console.complete-order'
  | 'console.confirm-scheduled'
  | 'console.reject-order'
  | 'console.toggle-store'
  | 'console.set-auto-accept'
  | 'console.set-item-availability'
  // Grocery picking (issue 15).
  | 'console.pick-order-line'
  | 'console.propose-substitute'
  | 'console.set-item-stock'
  | 'console.update-item'
  // Pickup and drop (issue 16): an admin saved the tariff, zone and rules (before and after).
  | 'console.save-pickup-drop-settings'
  // The admin and owner console (issue 17): `console.<area>.<change>`, with `before` and `after`.
  | `console.${string}.${string}`;

export async function recordAudit({
  db,
  actorUserId,
  action,
  targetUserId,
  details,
  ip,
}: {
  /** The caller's `tx` when the audit row must commit with the change it records. */
  db: Executor;
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

/**
 * Whether a change with this `request_id` (a console form's one-per-submission key) was already
 * recorded for this action and target: a repeated click replays instead of changing twice.
 */
export async function hasAuditWithRequestId(
  db: Executor,
  {
    action,
    targetUserId,
    requestId,
  }: { action: AuditAction; targetUserId: number; requestId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.targetUserId, targetUserId),
        sql`${auditLog.details}->>'request_id' = ${requestId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
