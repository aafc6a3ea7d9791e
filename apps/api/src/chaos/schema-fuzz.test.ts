import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { deliverySeed } from '../modules/delivery/delivery.fixture';
import { loginAs } from '../modules/profile/account-data.fixture';
import { seedCourierSettings } from '../modules/pickup-drop/pickup-drop.fixture';
import {
  bodySchemaOf,
  callsWithInput,
  type Role,
  roleFor,
  tableDigest,
  type ApiCall,
} from './api-sweep';
import { mutatedOf, validOf } from './json-schema-arbitrary';

/**
 * Fuzzing every POST call of the OpenAPI document from its schema (issue 19): inputs the schema
 * accepts and mutations of them (a field dropped or given a wrong type, NUL, a huge string, an
 * out-of-range number or nested junk, an unknown field, a body that is not an object), each from
 * a caller of the call's role. Every answer must be a 2xx or a 4xx (never a 5xx, a crash or a
 * hang), and a 4xx must leave every table as it was. Short by default (part of `npm test`);
 * CHAOS_LONG=1 sends many more inputs per call.
 */
const isLong = process.env.CHAOS_LONG === '1';
const VALID_PER_CALL = isLong ? Number(process.env.CHAOS_VALID ?? 8) : 1;
const MUTATED_PER_CALL = isLong ? Number(process.env.CHAOS_MUTATED ?? 16) : 2;
/** One person per role of the fixture (stores, menus, coupons, riders linked to the kitchen). */
const EMAILS: Record<Role, string> = {
  customer: 'a@test.dev',
  rider: 'rider@test.dev',
  owner: 'owner@test.dev',
  agent: 'agent@test.dev',
  admin: 'admin@test.dev',
};
/** Calls whose valid input would end the caller's account for every call after it. */
const ACCOUNT_ENDING = [
  '/public/api/delete-my-account',
  '/public/api/console/admin/customers/set-ban',
];

describe('schema fuzzing', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let calls: ApiCall[];
  let address = 0;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    await seedCourierSettings(ctx.db);
    const doc = ctx.app.swagger() as Parameters<typeof callsWithInput>[0];
    calls = callsWithInput(doc).filter(
      (call) => call.method === 'POST' && call.url.startsWith('/public/api/'),
    );
  }, 120_000);
  afterAll(() => ctx?.close());

  test(
    'every POST call answers 2xx or 4xx, and a 4xx writes nothing',
    { timeout: isLong ? 3_600_000 : 300_000 },
    async () => {
      const started = Date.now();
      const failures: string[] = [];
      const counts = {
        calls: 0,
        inputs: 0,
        valid: 0,
        mutated: 0,
        ok: 0,
        refused: 0,
        serverErrors: 0,
        wrote: 0,
      };
      for (const [index, call] of calls.entries()) {
        const role = roleFor(call.url);
        // A fresh sign-in per call: a fuzzed sign-out or password change ends only its own token.
        const token = (await loginAs(ctx.db, EMAILS[role])).token;
        const schema = bodySchemaOf(call.operation);
        const withToken = (body: unknown) =>
          typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body) &&
          schema?.properties?.token
            ? { ...body, token }
            : body;
        const seed = Number(process.env.CHAOS_SEED ?? 19) + index;
        const valid = ACCOUNT_ENDING.includes(call.url)
          ? []
          : fc.sample(validOf(schema ?? { type: 'object' }), { numRuns: VALID_PER_CALL, seed });
        const mutated = fc.sample(mutatedOf(schema), { numRuns: MUTATED_PER_CALL, seed });
        // Mutations first: they should all be refused, so one digest after them proves they wrote
        // nothing; each valid input after them gets its own (it may write, then it must be a 2xx).
        const inputs = [
          ...mutated.map((mutation) => ({
            ...mutation,
            body: withToken(mutation.body),
            isValid: false,
          })),
          ...valid.map((body) => ({ name: 'valid', body: withToken(body), isValid: true })),
        ];
        counts.calls += 1;
        let before = await tableDigest(ctx.db);
        let refusedSince: string[] = [];
        for (const [position, input] of inputs.entries()) {
          address += 1;
          counts.inputs += 1;
          counts[input.isValid ? 'valid' : 'mutated'] += 1;
          const response = await ctx.app.inject({
            method: 'POST',
            url: call.url,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(input.body) ?? 'null',
            remoteAddress: `10.19.${(address >> 8) & 255}.${address & 255}`,
          });
          const status = response.statusCode;
          const shown = `${call.url} — ${input.name}: ${status} ${response.body.slice(0, 160)} ← ${JSON.stringify(input.body)?.slice(0, 200)}`;
          if (status >= 500) counts.serverErrors += 1;
          if (status >= 500 || status < 200 || (status >= 300 && status < 400))
            failures.push(shown);
          const isRefused = status >= 400 && status < 500;
          counts[isRefused ? 'refused' : 'ok'] += 1;
          if (isRefused) refusedSince.push(shown);
          const next = inputs[position + 1];
          // A digest after an answer that may have written, before a valid input, and at the end.
          if (isRefused && next && !next.isValid) continue;
          const after = await tableDigest(ctx.db);
          if (after !== before && isRefused) {
            counts.wrote += 1;
            failures.push(`${refusedSince.join(' / ')}: a refused input wrote to the database`);
          }
          before = after;
          refusedSince = [];
        }
      }
      const report = {
        test: 'schema-fuzz',
        database: inject('testDatabase').kind,
        long: isLong,
        ...counts,
        failures: failures.length,
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      };
      const file = path.resolve('.tmp/chaos', `schema-fuzz-${report.database}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...report, failed: failures.slice(0, 50) }, null, 2));
      expect(failures).toEqual([]);
      expect(counts.calls).toBeGreaterThan(100);
      expect(counts.ok).toBeGreaterThan(0);
    },
  );
});
