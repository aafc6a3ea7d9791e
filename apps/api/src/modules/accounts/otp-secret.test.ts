import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { settings } from '../settings/settings.table';
import { resolveOtpSecret } from './otp-secret';

describe('the OTP hashing key', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  test('without OTP_SECRET a random key is made once, kept private, and never sent to clients', async () => {
    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, 'otpSecret'));
    expect(row?.isPublic).toBe(false);
    expect(row?.value.length).toBeGreaterThanOrEqual(40);
    // A second start (another instance on the same database) keeps the same key.
    expect(await resolveOtpSecret({ db: ctx.db, configured: undefined })).toBe(row?.value);
    const response = await postJson(ctx.app, '/public/api/get-settings', {});
    expect(JSON.stringify(response.json())).not.toContain(row?.value ?? 'no key');
    expect(response.json().data).not.toHaveProperty('otpSecret');
  });

  test('OTP_SECRET, when the operator sets it, is the key', async () => {
    expect(await resolveOtpSecret({ db: ctx.db, configured: 'operator-chosen-key-123' })).toBe(
      'operator-chosen-key-123',
    );
  });
});
