import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { outbox } from './messages.table';
import { createMessageSenderFromConfig } from './messages.usecases';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token';
const HTTP_TOKEN = 'gateway-bearer-token';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/**
 * A local stand-in for Twilio and for a JSON gateway. It answers like the real thing: 201 for a
 * request with the right credentials and every field, 401 or 400 otherwise.
 */
async function startFakeGateway() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      received.push(entry);
      const status = request.url?.startsWith('/2010-04-01/')
        ? twilioStatus(entry)
        : jsonGatewayStatus(entry);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 201 ? { sid: 'SM1' } : { message: 'refused' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function twilioStatus({ path, authorization, contentType, body }: Received): number {
  const basic = `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`;
  if (authorization !== basic) return 401;
  if (path !== `/2010-04-01/Accounts/${SID}/Messages.json`) return 404;
  const form = new URLSearchParams(body);
  const isComplete = ['To', 'From', 'Body'].every((field) => form.get(field));
  return contentType === 'application/x-www-form-urlencoded' && isComplete ? 201 : 400;
}

function jsonGatewayStatus({ authorization, contentType, body }: Received): number {
  if (authorization !== `Bearer ${HTTP_TOKEN}`) return 401;
  const parsed = JSON.parse(body) as { to?: string; body?: string };
  return contentType === 'application/json' && parsed.to && parsed.body ? 201 : 400;
}

describe('SMS gateways', () => {
  let database: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = await startFakeGateway();
  });
  afterAll(async () => {
    await gateway.close();
    await database.destroy();
  });

  const outboxRow = async (to: string) =>
    (await database.db.select().from(outbox)).find((row) => row.to === to);

  const senderFor = (env: Record<string, string>, errors: unknown[] = []) =>
    createMessageSenderFromConfig({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', ...env }),
      onError: (error) => errors.push(error),
    });

  const twilioEnv = () => ({
    SMS_PROVIDER: 'twilio',
    SMS_API_BASE_URL: gateway.baseUrl,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    SMS_FROM: '+15005550006',
  });

  test('with SMS_PROVIDER twilio the SMS is a form POST with basic auth; sent_at is set', async () => {
    const send = senderFor(twilioEnv());
    await send({ channel: 'sms', to: '+919800000001', subject: '', body: 'Your code is 123456' });
    const request = gateway.received.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+919800000001',
      From: '+15005550006',
      Body: 'Your code is 123456',
    });
    expect(await outboxRow('+919800000001')).toMatchObject({
      sentAt: expect.any(Date),
      error: null,
    });
  });

  test('when Twilio refuses the credentials the SMS stays in the outbox unsent with the error', async () => {
    const errors: unknown[] = [];
    const send = senderFor({ ...twilioEnv(), TWILIO_AUTH_TOKEN: 'wrong-token' }, errors);
    await send({ channel: 'sms', to: '+919800000002', subject: '', body: 'Your code is 222222' });
    expect(errors).toHaveLength(1);
    expect(await outboxRow('+919800000002')).toMatchObject({
      sentAt: null,
      body: 'Your code is 222222',
      error: expect.stringContaining('Twilio answered 401'),
    });
  });

  test('with SMS_PROVIDER http the SMS is a JSON POST {to, body} with the bearer token', async () => {
    const send = senderFor({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${gateway.baseUrl}/send-sms`,
      SMS_HTTP_TOKEN: HTTP_TOKEN,
    });
    await send({ channel: 'sms', to: '+919800000003', subject: '', body: 'Your code is 333333' });
    const request = gateway.received.at(-1);
    expect(request?.path).toBe('/send-sms');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+919800000003',
      body: 'Your code is 333333',
    });
    expect(await outboxRow('+919800000003')).toMatchObject({
      sentAt: expect.any(Date),
      error: null,
    });
  });

  test('when the http gateway refuses or cannot be reached the SMS stays in the outbox unsent', async () => {
    const refused = senderFor({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${gateway.baseUrl}/send-sms`,
    });
    await refused({ channel: 'sms', to: '+919800000004', subject: '', body: 'code 444444' });
    expect(await outboxRow('+919800000004')).toMatchObject({
      sentAt: null,
      error: expect.stringContaining('answered 401'),
    });
    const unreachable = senderFor({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:1/sms' });
    await unreachable({ channel: 'sms', to: '+919800000005', subject: '', body: 'code 555555' });
    expect(await outboxRow('+919800000005')).toMatchObject({
      sentAt: null,
      error: expect.any(String),
    });
  });

  test('a chosen gateway without its settings is refused at start-up', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(
      /TWILIO_AUTH_TOKEN.*\n.*SMS_FROM/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(loadConfig({}).SMS_PROVIDER).toBe('none');
  });
});
