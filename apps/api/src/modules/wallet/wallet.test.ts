import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';
import { walletTransactions } from './wallet.table';

describe('wallet', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: accountDataSeed });
    a = await loginAs(ctx.db, 'a@test.dev');
    b = await loginAs(ctx.db, 'b@test.dev');
    await ctx.db.insert(walletTransactions).values([
      {
        userId: a.id,
        kind: 'credit',
        amountMinor: 50000,
        balanceAfterMinor: 50000,
        description: 'Refund',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        userId: a.id,
        kind: 'debit',
        amountMinor: 12050,
        balanceAfterMinor: 37950,
        description: 'Order',
        orderId: 7,
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
    ]);
    await ctx.db.update(users).set({ walletBalanceMinor: 37950 }).where(eq(users.id, a.id));
  });
  afterAll(() => ctx.close());

  test('get-wallet-transactions answers the balance and the ledger newest first, in minor units', async () => {
    const response = await postJson(ctx.app, '/public/api/get-wallet-transactions', {
      token: a.token,
      user_id: a.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        balance: 37950,
        transactions: [
          {
            id: expect.any(Number),
            type: 'debit',
            amount: 12050,
            balance_after: 37950,
            description: 'Order',
            order_id: 7,
            created_at: '2026-01-02T10:00:00.000Z',
          },
          expect.objectContaining({ type: 'credit', amount: 50000, order_id: null }),
        ],
      },
    });
  });

  test('[R6.03] customer B sees only their own empty wallet; naming A’s user_id is a 403, no token a 401', async () => {
    const own = await postJson(ctx.app, '/public/api/get-wallet-transactions', { token: b.token });
    expect(own.json().data).toEqual({ balance: 0, transactions: [] });
    const other = await postJson(ctx.app, '/public/api/get-wallet-transactions', {
      token: b.token,
      user_id: a.id,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('auth.user_mismatch');
    const guest = await postJson(ctx.app, '/public/api/get-wallet-transactions', {
      user_id: a.id,
    });
    expect(guest.statusCode).toBe(401);
    const bad = await postJson(ctx.app, '/public/api/get-wallet-transactions', {
      token: a.token,
      user_id: 'abc',
    });
    expect(bad.statusCode).toBe(400);
  });
});
