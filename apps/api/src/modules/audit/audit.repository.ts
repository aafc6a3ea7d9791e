import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { auditLog } from './audit.table';
import { userIdsMatching, userNameSql } from '../accounts/user-fragments.repository';

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
 * recorded for this action and target (a user, or a store named in the details as `store_id`):
 * a repeated click replays instead of changing twice.
 */
export async function hasAuditWithRequestId(
  db: Executor,
  {
    action,
    targetUserId,
    storeId,
    requestId,
  }: { action: AuditAction; requestId: string } & (
    { targetUserId: number; storeId?: undefined } | { storeId: number; targetUserId?: undefined }
  ),
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        targetUserId === undefined ? undefined : eq(auditLog.targetUserId, targetUserId),
        storeId === undefined
          ? undefined
          : sql`${auditLog.details}->>'store_id' = ${String(storeId)}`,
        sql`${auditLog.details}->>'request_id' = ${requestId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface AuditListRow {
  id: number;
  actor_user_id: number | null;
  actor_name: string | null;
  action: string;
  target_user_id: number | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: Date | string;
}

export const AUDIT_SORT_COLUMNS = { created_at: sql`a.created_at`, id: sql`a.id` } as const;

/**
 * A page of the audit log for the console (issue 17): by actor, by action prefix
 * (`console.orders` finds `console.orders.cancel`), between two instants; with the actor's name.
 */
export async function listAuditEntries(
  db: Executor,
  {
    actorId,
    actionPrefix,
    q,
    fromInstant,
    toInstant,
    sort,
    dir,
    limit,
    offset,
  }: {
    actorId?: number;
    actionPrefix?: string;
    q?: string;
    fromInstant?: Date;
    toInstant?: Date;
    sort: keyof typeof AUDIT_SORT_COLUMNS;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const parts: SQL[] = [sql`true`];
  if (actorId !== undefined) parts.push(sql`a.actor_user_id = ${actorId}`);
  if (actionPrefix) parts.push(sql`a.action like ${`${escape(actionPrefix)}%`}`);
  if (q?.trim()) {
    const like = `%${escape(q.trim())}%`;
    parts.push(sql`(a.action ilike ${like}
      or a.actor_user_id in ${userIdsMatching(like, ['name', 'email'])})`);
  }
  if (fromInstant) parts.push(sql`a.created_at >= ${fromInstant.toISOString()}::timestamptz`);
  if (toInstant) parts.push(sql`a.created_at < ${toInstant.toISOString()}::timestamptz`);
  const where = sql.join(parts, sql` and `);
  const direction = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  const from = sql`from audit_log a`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select a.id, a.actor_user_id, ${userNameSql(sql`a.actor_user_id`)} as actor_name,
        a.action, a.target_user_id,
        a.details, a.ip, a.created_at ${from} where ${where}
        order by ${AUDIT_SORT_COLUMNS[sort]} ${direction}, a.id ${direction}
        limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return {
    rows: (rows as unknown as { rows: AuditListRow[] }).rows,
    total: Number((count as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
  };
}
