import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { otpCodes } from './otp.table';
import { issueOtp, OTP_LIFETIME_MS, verifyOtp } from './otp';

const secret = 'test-secret-for-otp-hashes';

describe('one-time codes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const check = (
    destination: string,
    code: string,
    options: { now?: Date; consume?: boolean } = {},
  ) =>
    verifyOtp({
      db: database.db,
      purposes: ['login'],
      destinations: [destination],
      code,
      secret,
      consume: options.consume ?? true,
      now: options.now,
    });
  const issue = (destination: string, now?: Date) =>
    issueOtp({ db: database.db, purpose: 'login', destination, secret, now });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  test('a code has 6 digits and only its hash is stored', async () => {
    const code = await issue('+910000000001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, '+910000000001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  test('five wrong attempts, then the sixth fails even with the right code: otp.too_many_attempts', async () => {
    const code = await issue('+910000000002');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(check('+910000000002', wrongFor(code))).rejects.toMatchObject({
        code: 'otp.invalid',
      });
    }
    await expect(check('+910000000002', code)).rejects.toMatchObject({
      code: 'otp.too_many_attempts',
      statusCode: 429,
    });
  });

  test('a right code within the attempts works once (single use)', async () => {
    const code = await issue('+910000000003');
    await expect(check('+910000000003', wrongFor(code))).rejects.toMatchObject({
      code: 'otp.invalid',
    });
    await expect(check('+910000000003', code, { consume: false })).resolves.toMatchObject({
      purpose: 'login',
    });
    await expect(check('+910000000003', code)).resolves.toMatchObject({ purpose: 'login' });
    await expect(check('+910000000003', code)).rejects.toMatchObject({ code: 'otp.invalid' });
  });

  test('after 10 minutes the code is otp.expired', async () => {
    const issuedAt = new Date(Date.now() - OTP_LIFETIME_MS - 1000);
    const code = await issue('+910000000004', issuedAt);
    await expect(check('+910000000004', code)).rejects.toMatchObject({
      code: 'otp.expired',
      statusCode: 400,
    });
    const fresh = await issue('+910000000004');
    await expect(
      check('+910000000004', fresh, { now: new Date(Date.now() + OTP_LIFETIME_MS - 5000) }),
    ).resolves.toBeDefined();
  });

  test('a new code invalidates the older ones for the same purpose and destination', async () => {
    const first = await issue('+910000000005');
    const second = await issue('+910000000005');
    if (first !== second) {
      await expect(check('+910000000005', first)).rejects.toMatchObject({ code: 'otp.invalid' });
    }
    await expect(check('+910000000005', second)).resolves.toBeDefined();
  });

  test('a code for one destination or purpose does not work for another', async () => {
    const code = await issue('+910000000006');
    await expect(check('+910000000007', code)).rejects.toMatchObject({ code: 'otp.invalid' });
    await expect(
      verifyOtp({
        db: database.db,
        purposes: ['register'],
        destinations: ['+910000000006'],
        code,
        secret,
        consume: true,
      }),
    ).rejects.toMatchObject({ code: 'otp.invalid' });
  });
});
