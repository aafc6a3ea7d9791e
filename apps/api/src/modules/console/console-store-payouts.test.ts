import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_STORE_PAYOUT_MINOR } from '@app/shared/console/store-payouts.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { loadMenu } from '../delivery/delivery.fixture';
import { ordersSeed } from '../orders/orders.fixture';
import { payouts } from '../payouts/payouts.table';
import { loginAs } from '../profile/account-data.fixture';

const A = '/public/api/console/admin/stores';

/**
 * Store payouts (issue 17): an admin records what the marketplace paid a store's owner, once per
 * request_id, audited in the same transaction; the owner then sees it on /earnings.
 */
describe('console store payouts', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let storeId: number;
  let admin: { id: number; token: string };
  let storesOnly: string;
  let reportsOnly: string;
  let owner: string;

  const record = (body: Record<string, unknown>, token = admin.token) =>
    postJson(ctx.app, `${A}/record-payout`, { ...body, token });
  const valid = (extra: Record<string, unknown> = {}) => ({
    store_id: storeId,
    amount: 250_050,
    note: 'NEFT 42',
    request_id: crypto.randomUUID(),
    ...extra,
  });
  const written = async () => ({
    payouts: (await ctx.db.select().from(payouts)).length,
    audit: (await ctx.db.select().from(auditLog)).length,
  });

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...ordersSeed,
        users: [
          ...(ordersSeed.users ?? []),
          ...(['stores', 'reports'] as const).map((area) => ({
            name: `Only ${area}`,
            email: `only-${area}@test.dev`,
            role: 'admin' as const,
            adminPermissions: [area],
          })),
        ],
        stores: (ordersSeed.stores ?? []).map((store) =>
          store.slug === 'test-kitchen' ? { ...store, ownerEmail: 'owner@test.dev' } : store,
        ),
      },
    });
    storeId = (await loadMenu(ctx.db)).storeId;
    admin = await loginAs(ctx.db, 'admin@test.dev');
    storesOnly = (await loginAs(ctx.db, 'only-stores@test.dev')).token;
    reportsOnly = (await loginAs(ctx.db, 'only-reports@test.dev')).token;
    owner = (await loginAs(ctx.db, 'owner@test.dev')).token;
  });
  afterAll(() => ctx.close());

  test('the calls are console routes of the stores area (the authorization matrix reads them)', () => {
    const declared = ctx.app.consoleRoutes.filter((route) => route.url.startsWith(`${A}/`));
    expect(declared).toEqual(
      expect.arrayContaining([
        { url: `${A}/record-payout`, method: 'POST', access: { admin: 'stores' } },
        { url: `${A}/payouts`, method: 'POST', access: { admin: 'stores' } },
      ]),
    );
  });

  test('a payout is recorded and audited in one go, and the owner sees it on /earnings', async () => {
    const body = valid();
    const response = await record(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      store_id: storeId,
      paid_out: 250_050,
      replayed: false,
      payouts: [{ amount: 250_050, note: 'NEFT 42', recorded_by: 'Admin Ad' }],
    });
    const [audit] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      action: 'console.stores.payout',
      details: {
        request_id: body.request_id,
        store_id: storeId,
        payout: { amount: 250_050, note: 'NEFT 42' },
        before: { paid_out: 0 },
        after: { paid_out: 250_050 },
      },
    });

    const earnings = await postJson(ctx.app, '/public/api/console/get-store-earnings', {
      token: owner,
      store_id: storeId,
      days: 7,
    });
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json().data.totals.paid_out).toBe(250_050);
    expect(earnings.json().data.payouts).toEqual([
      expect.objectContaining({ amount: 250_050, reference: 'NEFT 42' }),
    ]);

    const listed = await postJson(ctx.app, `${A}/payouts`, {
      token: storesOnly,
      store_id: storeId,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual({
      store_id: storeId,
      paid_out: 250_050,
      payouts: [
        {
          id: expect.any(Number),
          amount: 250_050,
          note: 'NEFT 42',
          paid_at: expect.any(String),
          recorded_by: 'Admin Ad',
        },
      ],
    });
  });

  test('a repeated request_id records once, even when the repeats arrive together', async () => {
    const before = await written();
    const body = valid({ amount: 1_000, note: '' });
    const answers = await Promise.all([record(body), record(body), record(body, storesOnly)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const replays = answers.map((answer) => answer.json().data.replayed as boolean);
    expect(replays.filter((replayed) => !replayed)).toHaveLength(1);
    expect(await written()).toEqual({ payouts: before.payouts + 1, audit: before.audit + 1 });
    expect(answers.every((answer) => answer.json().data.paid_out === 251_050)).toBe(true);
    // A new submission (a new key) is a new payout.
    expect((await record(valid({ amount: 1_000 }))).json().data.replayed).toBe(false);
    expect((await written()).payouts).toBe(before.payouts + 2);
  });

  test('bad input is refused with 400 before anything is written', async () => {
    const before = await written();
    const cases: [string, Record<string, unknown>][] = [
      ['unknown field', valid({ paid_to: 'someone' })],
      ['store id 2^31', valid({ store_id: 2 ** 31 })],
      ['zero', valid({ amount: 0 })],
      ['negative', valid({ amount: -500 })],
      ['fraction of a paisa', valid({ amount: 10.5 })],
      ['over the bound', valid({ amount: MAX_STORE_PAYOUT_MINOR + 1 })],
      ['amount 2^31', valid({ amount: 2 ** 31 })],
      ['amount as text', valid({ amount: '100' })],
      ['NUL in the note', valid({ note: 'NEFT\u0000 1' })],
      ['a long note', valid({ note: 'x'.repeat(201) })],
      ['a huge note', valid({ note: 'x'.repeat(100_000) })],
      ['request id not a UUID', valid({ request_id: 'click-1' })],
      ['a huge request id', valid({ request_id: 'x'.repeat(100_000) })],
      ['no request id', { store_id: storeId, amount: 100 }],
    ];
    for (const [name, body] of cases) {
      const response = await record(body);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code, name).toBe('request.invalid');
    }
    const missing = await record(valid({ store_id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('console.store_not_found');
    expect(
      (await postJson(ctx.app, `${A}/payouts`, { token: admin.token, store_id: 999_999 }))
        .statusCode,
    ).toBe(404);
    expect(await written()).toEqual(before);
  });

  test('only an admin holding stores may record: reports-only admins and owners are refused', async () => {
    const before = await written();
    const refused = await record(valid(), reportsOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('console.permission_denied');
    expect((await record(valid(), owner)).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    const [mine] = await ctx.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.createdBy, admin.id));
    expect(mine).toBeDefined();
  });
});
