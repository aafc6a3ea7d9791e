// `npm run check:security`: the bad-input sweep over every call of the OpenAPI document. Each
// call gets six probes (an id of 2^31, a NUL character, a 100,000-character string, a wrong type,
// an unknown field, a 5 MB body) from a caller of the role the call is for, so a probe reaches
// validation instead of stopping at 401. Every answer must be a 4xx, and no table may change
// (rate-limit bookkeeping aside). `--write` records the figures in bench/RELIABILITY.md.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openPglite } from '../apps/api/src/db/client';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase } from '../apps/api/src/seed/seed';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const BIG_ID = 2_147_483_648;
const started = Date.now();
const { handle } = await openPglite();
await migrateDatabase(handle);
await seedDatabase(handle.db, demoData);
const app = await buildApp({
  config: {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    WEB_DIST: path.resolve('.tmp/no-web-build'),
    CONSOLE_DIST: path.resolve('.tmp/no-console-build'),
  },
  db: handle.db,
  logger: false,
});
await app.ready();

let address = 0;
/** Every probe from its own client address: sign-in limits must not turn probes into 429s. */
const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

async function logIn(url: string, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: 'demopassword' }),
    remoteAddress: nextAddress(),
  });
  const data = response.json().data as { auth_token?: string; token?: string };
  const token = data.auth_token ?? data.token;
  if (!token) throw new Error(`could not log in as ${email}: ${response.body.slice(0, 200)}`);
  return token;
}

const tokens = {
  customer: await logIn('/public/api/login', 'customer@demo.test'),
  rider: await logIn('/public/api/delivery/login', 'rider@demo.test'),
  owner: await logIn('/public/api/console/login', 'owner@demo.test'),
  agent: await logIn('/public/api/login', 'agent@demo.test'),
  admin: await logIn('/public/api/console/login', 'admin@demo.test'),
};
/** Console calls only an admin may make (a store owner's probe would stop at 403). */
const ADMIN_CALLS = ['/console/get-pickup-drop-settings', '/console/save-pickup-drop-settings'];
function tokenFor(url: string) {
  if (url.includes('/console/admin/') || ADMIN_CALLS.some((call) => url.endsWith(call))) {
    return tokens.admin;
  }
  if (url.includes('/delivery/')) return tokens.rider;
  if (url.includes('/console/')) return tokens.owner;
  if (url.includes('callandorder') || url.includes('login-as-customer')) return tokens.agent;
  return tokens.customer;
}

/** A digest of every row of every table but the rate-limit counters (failures count there by design). */
async function tableCounts(): Promise<string> {
  const tables = (await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'
        and table_type = 'BASE TABLE' and table_name <> 'rate_limit_hits' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name: name } of tables.rows) {
    // An admin's token moves its idle clock (`last_used_at`) on each call: that is not a write.
    const row = name === 'auth_tokens' ? `(t.id, t.token_hash, t.user_id, t.revoked_at)` : 't';
    const result = (await handle.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(${row}::text, ',' order by ${row}::text)), '') as n from "${name}" t`,
      ),
    )) as unknown as { rows: { n: string }[] };
    parts.push(`${name}=${result.rows[0]?.n}`);
  }
  return parts.join(' ');
}

function fieldsOf(operation: Operation) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return Object.entries(schema?.properties ?? {});
}
const isType = (schema: JsonSchema, type: string) =>
  [schema.type].flat().includes(type) || JSON.stringify(schema).includes(`"type":"${type}"`);

/** The six probes of a call: [name, path with params filled, body]. */
function probesOf(url: string, operation: Operation): [string, string, unknown][] {
  const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const fill = (value: string) =>
    params.reduce((result, parameter) => result.replace(`{${parameter.name}}`, value), url);
  const fields = fieldsOf(operation);
  const withEach = (pick: (schema: JsonSchema) => boolean, value: unknown) =>
    Object.fromEntries(fields.filter(([, schema]) => pick(schema)).map(([name]) => [name, value]));
  const plain = fill('1');
  return [
    ['id 2^31', fill(String(BIG_ID)), withEach((schema) => isType(schema, 'integer'), BIG_ID)],
    ['NUL', fill('a%00b'), withEach((schema) => isType(schema, 'string'), 'a\u0000b')],
    [
      '100,000 characters',
      plain,
      withEach((schema) => isType(schema, 'string'), 'x'.repeat(100_000)),
    ],
    [
      'wrong type',
      fill('not-a-number'),
      fields.length ? Object.fromEntries(fields.map(([name]) => [name, { wrong: [true] }])) : [],
    ],
    ['unknown field', plain, { zz_unknown_field: 1 }],
    ['5 MB body', plain, { pad: 'x'.repeat(5 * 1024 * 1024) }],
  ];
}

const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const failures: string[] = [];
let calls = 0;
let probes = 0;
let clientErrors = 0;
let serverErrors = 0;
let successes = 0;
let writes = 0;
for (const [url, methods] of Object.entries(doc.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    const takesInput =
      fieldsOf(operation).length > 0 ||
      (operation.parameters ?? []).length > 0 ||
      operation.requestBody !== undefined;
    // A call without any input (GET /version.json) has nothing to send it wrong.
    if (!takesInput) continue;
    calls += 1;
    const before = await tableCounts();
    for (const [probe, target, body] of probesOf(url, operation)) {
      // A probe with nothing to carry (an id probe for a call without id fields) proves nothing.
      const carries =
        target !== url.replace(/\{[^}]+\}/g, '1') ||
        (typeof body === 'object' && body !== null && Object.keys(body).length > 0) ||
        Array.isArray(body);
      if (!carries) continue;
      probes += 1;
      const isGet = method.toUpperCase() === 'GET';
      const response = await app.inject({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: target,
        headers: {
          authorization: `Bearer ${tokenFor(url)}`,
          ...(isGet ? {} : { 'content-type': 'application/json' }),
        },
        payload: isGet ? undefined : JSON.stringify(body),
        remoteAddress: nextAddress(),
      });
      const status = response.statusCode;
      if (status >= 400 && status < 500) clientErrors += 1;
      else if (status >= 500) serverErrors += 1;
      else successes += 1;
      if (status < 400 || status >= 500) {
        failures.push(
          `${method.toUpperCase()} ${url} — ${probe}: ${status} ${response.body.slice(0, 120)}`,
        );
      }
    }
    const after = await tableCounts();
    if (after !== before) {
      writes += 1;
      failures.push(`${method.toUpperCase()} ${url}: a probe wrote to the database`);
    }
  }
}
await app.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const summary = [
  `| calls | probes | 4xx | 5xx | 2xx/3xx | calls that wrote | seconds |`,
  `|---|---|---|---|---|---|---|`,
  `| ${calls} | ${probes} | ${clientErrors} | ${serverErrors} | ${successes} | ${writes} | ${seconds} |`,
].join('\n');
console.log(
  `bad-input sweep: ${calls} calls, ${probes} probes that carry bad input\n\n${summary}\n`,
);
for (const failure of failures) console.log(`FAIL ${failure}`);

if (process.argv.includes('--write')) {
  const file = path.resolve('bench/RELIABILITY.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const head = '# Reliability figures\n\n## Bad-input sweep (`npm run check:security`)\n\n';
  const text =
    `${head}Every call of the OpenAPI document, from a caller of its role, six probes each: an id ` +
    `of 2^31, a NUL character, a 100,000-character string, a wrong type, an unknown field and a ` +
    `5 MB body. Every answer must be a 4xx and no table may change (rate-limit counters aside). ` +
    `Run ${new Date().toISOString().slice(0, 10)}, PGlite, demo data:\n\n${summary}\n`;
  const rest = previous.includes('\n## ', head.length)
    ? previous.slice(previous.indexOf('\n## ', head.length))
    : '';
  fs.writeFileSync(file, text + rest);
}
process.exit(failures.length ? 1 : 0);
