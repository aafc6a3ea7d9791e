// `npm run check:security`: the bad-input sweep over every call of the OpenAPI document. Each
// call gets six probes (an id of 2^31, a NUL character, a 100,000-character string, a wrong type,
// an unknown field, a 5 MB body) from a caller of the role the call is for, so a probe reaches
// validation instead of stopping at 401. Every answer must be a 4xx, and no table may change
// (rate-limit bookkeeping aside). `--write` records the figures in bench/RELIABILITY.md.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import {
  callsWithInput,
  DEMO_LOGINS,
  fieldsOf,
  roleFor,
  tableDigest,
  type JsonSchema,
  type Operation,
} from '../apps/api/src/chaos/api-sweep';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openPglite } from '../apps/api/src/db/client';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase } from '../apps/api/src/seed/seed';

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

const tokens = Object.fromEntries(
  await Promise.all(
    Object.entries(DEMO_LOGINS).map(async ([role, { url, email }]) => [
      role,
      await logIn(url, email),
    ]),
  ),
) as Record<keyof typeof DEMO_LOGINS, string>;
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
for (const { method, url, operation } of callsWithInput(doc)) {
  calls += 1;
  const before = await tableDigest(handle.db);
  for (const [probe, target, body] of probesOf(url, operation)) {
    // A probe with nothing to carry (an id probe for a call without id fields) proves nothing.
    const carries =
      target !== url.replace(/\{[^}]+\}/g, '1') ||
      (typeof body === 'object' && body !== null && Object.keys(body).length > 0) ||
      Array.isArray(body);
    if (!carries) continue;
    probes += 1;
    const isGet = method === 'GET';
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url: target,
      headers: {
        authorization: `Bearer ${tokens[roleFor(url)]}`,
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
      failures.push(`${method} ${url} — ${probe}: ${status} ${response.body.slice(0, 120)}`);
    }
  }
  const after = await tableDigest(handle.db);
  if (after !== before) {
    writes += 1;
    failures.push(`${method} ${url}: a probe wrote to the database`);
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
