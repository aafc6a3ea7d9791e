import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { insertOutboxMessage } from '../messages/messages.repository';
import { loginAs } from '../profile/account-data.fixture';
import { recordAudit } from '../audit/audit.repository';

const seed = {
  users: [
    { name: 'Admin Ad', email: 'admin@test.dev', role: 'admin' as const },
    { name: 'Other Admin', email: 'other@test.dev', role: 'admin' as const },
  ],
};

async function insertMessages(db: Awaited<ReturnType<typeof buildTestApp>>['db']) {
  const base = { subject: '', body: 'Your code is 123456.', error: null, sentAt: null };
  await insertOutboxMessage({ db, message: { ...base, channel: 'sms', to: '+919800000001' } });
  await insertOutboxMessage({
    db,
    message: { ...base, channel: 'sms', to: '+919800000002', error: 'gateway down' },
  });
  await insertOutboxMessage({
    db,
    message: { ...base, channel: 'email', to: 'a@test.dev', subject: 'Code', sentAt: new Date() },
  });
}

describe('console outbox', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let token: string;
  let server: http.Server;
  const received: { to: string; body: string }[] = [];

  const call = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/admin/${path}`, { ...body, token });
  const list = async (body: Record<string, unknown> = {}) => {
    const response = await call('outbox', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push(JSON.parse(text));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({
      seed,
      config: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` },
    });
    token = (await loginAs(ctx.db, 'admin@test.dev')).token;
    await insertMessages(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('filters by channel, state and recipient, newest first; a bad sort is refused', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.rows.map((row: { to: string }) => row.to)).toEqual([
      'a@test.dev',
      '+919800000002',
      '+919800000001',
    ]);
    expect((await list({ channel: 'sms' })).total).toBe(2);
    expect((await list({ state: 'failed' })).rows).toEqual([
      expect.objectContaining({ to: '+919800000002', error: 'gateway down', state: 'failed' }),
    ]);
    expect((await list({ state: 'unsent' })).rows[0].to).toBe('+919800000001');
    expect((await list({ state: 'sent' })).rows[0]).toMatchObject({
      subject: 'Code',
      state: 'sent',
    });
    expect((await list({ q: '0002' })).total).toBe(1);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).total).toBe(3);
    expect((await list({ to: '2020-01-01' })).total).toBe(0);
    expect((await call('outbox', { sort: 'body' })).json().error.code).toBe('console.bad_sort');
  });

  test('retry sends a failed SMS through the configured gateway once, even on a double click', async () => {
    const failed = (await list({ state: 'failed' })).rows[0];
    // Either may win; the other is refused.
    const [response, twin] = (
      await Promise.all([
        call('outbox/retry', { id: failed.id }),
        call('outbox/retry', { id: failed.id }),
      ])
    ).sort((a, b) => a.statusCode - b.statusCode);
    expect(response.statusCode, response.body).toBe(200);
    expect(twin.statusCode).toBe(409);
    expect(['outbox.retry_running', 'outbox.already_sent']).toContain(twin.json().error.code);
    expect(response.json().data).toMatchObject({ state: 'sent', attempts: 1, error: null });
    expect(received).toEqual([{ to: '+919800000002', body: 'Your code is 123456.' }]);
    const again = await call('outbox/retry', { id: failed.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('outbox.already_sent');
    expect(received).toHaveLength(1);
    const audit = await call('audit', { action: 'console.outbox' });
    expect(audit.json().data.rows[0].details).toMatchObject({
      outbox_id: failed.id,
      before: { state: 'failed', attempts: 0 },
      after: { state: 'sent', attempts: 1 },
    });
    expect((await call('outbox/retry', { id: 999_999 })).statusCode).toBe(404);
  });

  test('with no mail provider, a retry says so and changes nothing', async () => {
    const mailCtx = await buildTestApp({ seed });
    try {
      const admin = (await loginAs(mailCtx.db, 'admin@test.dev')).token;
      await insertOutboxMessage({
        db: mailCtx.db,
        message: {
          channel: 'email',
          to: 'b@test.dev',
          subject: 'Hi',
          body: 'x',
          sentAt: null,
          error: null,
        },
      });
      const listed = await postJson(mailCtx.app, '/public/api/console/admin/outbox', {
        token: admin,
      });
      const id = listed.json().data.rows[0].id;
      const response = await postJson(mailCtx.app, '/public/api/console/admin/outbox/retry', {
        token: admin,
        id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'outbox.no_provider' });
      expect(response.json().error.message).toContain('SMTP_URL');
      const after = await postJson(mailCtx.app, '/public/api/console/admin/outbox', {
        token: admin,
      });
      expect(after.json().data.rows[0]).toMatchObject({ attempts: 0, state: 'unsent' });
    } finally {
      await mailCtx.close();
    }
  });
});

describe('console audit log', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let token: string;
  let adminId: number;
  let otherId: number;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed });
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    token = admin.token;
    adminId = admin.id;
    otherId = (await loginAs(ctx.db, 'other@test.dev')).id;
    const write = (actorUserId: number, action: string, details: Record<string, unknown>) =>
      recordAudit({
        db: ctx.db,
        actorUserId,
        action: action as never,
        targetUserId: null,
        details,
      });
    await write(adminId, 'console.settings.save', { before: { a: 1 }, after: { a: 2 } });
    await write(otherId, 'console.orders.reassign-rider', { unique_order_id: 'OD-1' });
    await write(adminId, 'console.orders_extra.x', {});
  });
  afterAll(() => ctx.close());

  const list = async (body: Record<string, unknown>) => {
    const response = await postJson(ctx.app, '/public/api/console/admin/audit', { token, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  test('filters by actor, action prefix and date, with the actor named and before/after kept', async () => {
    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.rows[0].action).toBe('console.orders_extra.x');
    expect((await list({ actor_id: otherId })).rows).toEqual([
      expect.objectContaining({
        action: 'console.orders.reassign-rider',
        actor: { id: otherId, name: 'Other Admin' },
      }),
    ]);
    // `console.orders.` is a prefix; an underscore is not a wildcard.
    expect((await list({ action: 'console.orders.' })).total).toBe(1);
    expect((await list({ action: 'console.orders' })).total).toBe(2);
    expect((await list({ action: 'console.settings' })).rows[0].details).toEqual({
      before: { a: 1 },
      after: { a: 2 },
    });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await list({ from: today })).total).toBe(3);
    expect((await list({ to: '2020-01-01' })).total).toBe(0);
    expect((await list({ q: 'Other' })).total).toBe(1);
    expect((await list({ sort: 'created_at', dir: 'asc' })).rows[0].action).toBe(
      'console.settings.save',
    );
    const bad = await postJson(ctx.app, '/public/api/console/admin/audit', {
      token,
      action: "x'; --",
    });
    expect(bad.statusCode).toBe(400);
  });
});
