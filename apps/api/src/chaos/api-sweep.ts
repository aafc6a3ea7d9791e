import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What the bad-input sweep (`npm run check:security`) and the schema fuzzer (issue 19) share:
 * the calls of the OpenAPI document that take input, the caller each needs, and a digest of
 * every table to prove that a refused call wrote nothing.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export interface ApiCall {
  method: string;
  url: string;
  operation: Operation;
}
export type Role = 'customer' | 'rider' | 'owner' | 'agent' | 'admin';

export function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

export function fieldsOf(operation: Operation): [string, JsonSchema][] {
  return Object.entries(bodySchemaOf(operation)?.properties ?? {});
}

/** Every call of the document that takes input (GET /version.json has nothing to send wrong). */
export function callsWithInput(doc: { paths: Record<string, Record<string, Operation>> }) {
  const calls: ApiCall[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const takesInput =
        fieldsOf(operation).length > 0 ||
        (operation.parameters ?? []).length > 0 ||
        operation.requestBody !== undefined;
      if (takesInput) calls.push({ method: method.toUpperCase(), url, operation });
    }
  }
  return calls;
}

/** Console calls only an admin may make (a store owner's probe would stop at 403). */
const ADMIN_CALLS = ['/console/get-pickup-drop-settings', '/console/save-pickup-drop-settings'];

/** The role whose caller reaches a call's validation instead of stopping at 401/403. */
export function roleFor(url: string): Role {
  if (url.includes('/console/admin/') || ADMIN_CALLS.some((call) => url.endsWith(call))) {
    return 'admin';
  }
  if (url.includes('/delivery/')) return 'rider';
  if (url.includes('/console/')) return 'owner';
  if (url.includes('callandorder') || url.includes('login-as-customer')) return 'agent';
  return 'customer';
}

/** The demo data's people, one per role, and where each signs in. */
export const DEMO_LOGINS: Record<Role, { url: string; email: string }> = {
  customer: { url: '/public/api/login', email: 'customer@demo.test' },
  rider: { url: '/public/api/delivery/login', email: 'rider@demo.test' },
  owner: { url: '/public/api/console/login', email: 'owner@demo.test' },
  agent: { url: '/public/api/login', email: 'agent@demo.test' },
  admin: { url: '/public/api/console/login', email: 'admin@demo.test' },
};

/** The tables an order's steps and money live in. */
const MONEY_TABLES = [
  'orders',
  'order_events',
  'order_items',
  'wallet_transactions',
  'payments',
  'refunds',
  'ratings',
  'coupon_redemptions',
  'courier_tasks',
];

/**
 * A digest of every row of every table but the rate-limit counters (failures count there by
 * design), or of the order and money tables only: equal digests mean nothing was written.
 */
export async function tableDigest(
  db: Database,
  { money = false }: { money?: boolean } = {},
): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'
        and table_type = 'BASE TABLE' and table_name <> 'rate_limit_hits' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.filter(({ table_name: name }) => !money || MONEY_TABLES.includes(name));
  const parts = names.map(({ table_name: name }) => {
    // An admin's token moves its idle clock (`last_used_at`) on each call: that is not a write.
    const row = name === 'auth_tokens' ? `(t.id, t.token_hash, t.user_id, t.revoked_at)` : 't';
    return `select '${name}=' || count(*)::text || ':' || coalesce(md5(string_agg(${row}::text, ',' order by ${row}::text)), '') as n from "${name}" t`;
  });
  // One statement for all tables: a digest costs one round trip, not one per table.
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { n: string }[];
  };
  return result.rows
    .map((row) => row.n)
    .sort()
    .join(' ');
}
