import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { walletTransactions } from '../wallet/wallet.table';
import { placeOrder } from '../delivery/delivery.fixture';

describe('console customers (issue 17)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let admin: { id: number; token: string };
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;

  const admin$ = (path: string, body: Record<string, unknown>, token = admin.token) =>
    postJson(ctx.app, `/public/api/console/admin/customers/${path}`, { ...body, token });
  const ledger = () =>
    ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, customer.id))
      .orderBy(desc(walletTransactions.id));
  const lastAudit = async () =>
    (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const adjust = (type: 'credit' | 'debit', amount: number, requestId = randomUUID()) =>
    admin$('adjust-wallet', {
      customer_id: customer.id,
      type,
      amount,
      reason: `${type} by support`,
      request_id: requestId,
    });

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...ordersSeed,
        users: [
          ...(ordersSeed.users ?? []),
          {
            name: 'Reports only',
            email: 'reports-only@test.dev',
            role: 'admin',
            adminPermissions: ['reports'],
          },
        ],
      },
    });
    menu = await loadMenu(ctx.db);
    admin = await loginAs(ctx.db, 'admin@test.dev');
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    await placeOrder(ctx, menu, customer);
  });
  afterAll(() => ctx.close());

  test('search by name, email or phone; one customer with orders and wallet', async () => {
    for (const q of ['asha', 'A@TEST', '98000000']) {
      const found = await admin$('list', { q });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.rows.map((r: { id: number }) => r.id)).toContain(customer.id);
    }
    const none = await admin$('list', { q: 'nobody-like-this' });
    expect(none.json().data).toMatchObject({ rows: [], total: 0 });
    expect((await admin$('list', { sort: 'password_hash' })).json().error.code).toBe(
      'console.bad_sort',
    );
    // Riders, owners and admins are not customers.
    const staff = await admin$('list', { q: 'test.dev', per_page: 100 });
    const emails = staff.json().data.rows.map((r: { email: string | null }) => r.email);
    expect(emails).toContain('a@test.dev');
    for (const email of ['admin@test.dev', 'rider@test.dev', 'owner@test.dev']) {
      expect(emails).not.toContain(email);
    }

    const detail = await admin$('get', { customer_id: customer.id });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.customer).toMatchObject({ id: customer.id, orders_count: 1 });
    expect(detail.json().data.orders).toHaveLength(1);
    expect((await admin$('get', { customer_id: admin.id })).statusCode).toBe(404);
  });

  test('wallet credit and debit write a ledger line with the reason and an audit row; a debit past zero is refused', async () => {
    const credit = await adjust('credit', 5000);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().data).toEqual({ balance: 5000, replayed: false });
    expect((await ledger())[0]).toMatchObject({
      kind: 'credit',
      amountMinor: 5000,
      balanceAfterMinor: 5000,
      description: 'credit by support',
    });
    expect(await lastAudit()).toMatchObject({
      actorUserId: admin.id,
      action: 'console.customers.wallet-adjust',
      targetUserId: customer.id,
      details: { before: { wallet_balance: 0 }, after: { wallet_balance: 5000 } },
    });

    const lines = (await ledger()).length;
    const over = await adjust('debit', 5001);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('wallet.insufficient_balance');
    expect(await ledger()).toHaveLength(lines);

    const debit = await adjust('debit', 1000);
    expect(debit.json().data.balance).toBe(4000);
  });

  test('a repeated request_id (a double click) changes the balance once', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      adjust('credit', 700, key),
      adjust('credit', 700, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().data.replayed, second.json().data.replayed].sort()).toEqual([false, true]);
    const again = await adjust('credit', 700, key);
    expect(again.json().data).toEqual({ balance: 4700, replayed: true });
    expect((await ledger()).filter((line) => line.amountMinor === 700)).toHaveLength(1);
  });

  test('two concurrent debits of the whole balance: one goes through, the balance never goes below zero', async () => {
    const [a, b] = await Promise.all([adjust('debit', 4700), adjust('debit', 4700)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = (await admin$('get', { customer_id: customer.id })).json().data;
    expect(detail.customer.wallet_balance).toBe(0);
    expect(detail.wallet[0]).toMatchObject({ type: 'debit', amount: 4700, balance_after: 0 });
  });

  test('a banned customer is refused on the next call and check-ban says so; unbanned, the session works again', async () => {
    const me = () =>
      postJson(ctx.app, '/public/api/get-wallet-transactions', { token: customer.token });
    expect((await me()).statusCode).toBe(200);
    const banned = await admin$('set-ban', { customer_id: customer.id, is_banned: true });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'console.customers.ban',
      targetUserId: customer.id,
      details: { before: { is_banned: false }, after: { is_banned: true } },
    });
    expect((await me()).statusCode).toBe(401);
    const check = await postJson(ctx.app, '/public/api/check-ban', { token: customer.token });
    expect(check.json().data.is_banned).toBe(true);
    const listed = await admin$('list', { banned: 'banned' });
    expect(listed.json().data.rows.map((r: { id: number }) => r.id)).toEqual([customer.id]);

    await admin$('set-ban', { customer_id: customer.id, is_banned: false });
    expect((await lastAudit())?.action).toBe('console.customers.unban');
    expect((await me()).statusCode).toBe(200);
  });

  test('signing in as a customer needs the customers area and is audited', async () => {
    const signIn = (token: string) =>
      postJson(ctx.app, '/public/api/auth/login-as-customer', { token, user_id: customer.id });
    const ok = await signIn(admin.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.id).toBe(customer.id);
    expect(await lastAudit()).toMatchObject({
      actorUserId: admin.id,
      action: 'impersonation.admin',
      targetUserId: customer.id,
    });
    const support = await loginAs(ctx.db, 'reports-only@test.dev');
    expect((await signIn(support.token)).statusCode).toBe(403);
    expect((await admin$('list', {}, support.token)).statusCode).toBe(403);
  });

  test('bad input: unknown type, zero amount, short reason, a non-uuid key: 400 and nothing written', async () => {
    const lines = (await ledger()).length;
    for (const body of [
      { type: 'refund', amount: 100, reason: 'why not', request_id: randomUUID() },
      { type: 'credit', amount: 0, reason: 'why not', request_id: randomUUID() },
      { type: 'credit', amount: 100, reason: 'x', request_id: randomUUID() },
      { type: 'credit', amount: 100, reason: 'why not', request_id: 'twice' },
    ]) {
      const response = await admin$('adjust-wallet', { customer_id: customer.id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ledger()).toHaveLength(lines);
    const unknown = await admin$('adjust-wallet', {
      customer_id: 999_999,
      type: 'credit',
      amount: 100,
      reason: 'why not',
      request_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
