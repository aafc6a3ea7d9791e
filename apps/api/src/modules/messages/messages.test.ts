import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { outbox } from './messages.table';
import { loadConfig } from '../../config';
import { createMessageSender, createMessageSenderFromConfig } from './messages.usecases';

describe('sendMessage', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  test('with no provider the message waits in the outbox with sent_at null', async () => {
    const send = createMessageSender({ db: database.db });
    await send({ channel: 'sms', to: '+911', subject: '', body: 'code 123456' });
    const rows = await database.db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+911', body: 'code 123456', sentAt: null }),
    ]);
  });

  test('a provider delivers it and sent_at is set; a failing provider keeps the error and the flow goes on', async () => {
    const delivered: string[] = [];
    const errors: unknown[] = [];
    const send = createMessageSender({
      db: database.db,
      mail: async (mail) => {
        delivered.push(mail.to);
      },
      sms: async () => {
        throw new Error('gateway down');
      },
      onError: (error) => errors.push(error),
    });
    await send({ channel: 'email', to: 'a@test.dev', subject: 'Hi', body: 'Hello' });
    await send({ channel: 'sms', to: '+912', subject: '', body: 'Hello' });
    expect(delivered).toEqual(['a@test.dev']);
    expect(errors).toHaveLength(1);
    const rows = await database.db.select().from(outbox);
    const mail = rows.find((row) => row.to === 'a@test.dev');
    const sms = rows.find((row) => row.to === '+912');
    expect(mail?.sentAt).toBeInstanceOf(Date);
    expect(sms).toMatchObject({ sentAt: null, error: 'gateway down' });
  });

  test('with SMTP_URL set, mail goes through nodemailer; an unreachable server leaves the error in the outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' });
    const send = createMessageSenderFromConfig({ db: database.db, config });
    await send({ channel: 'email', to: 'smtp@test.dev', subject: 'Code', body: 'code 654321' });
    const rows = await database.db.select().from(outbox);
    const row = rows.find((candidate) => candidate.to === 'smtp@test.dev');
    expect(row).toMatchObject({
      sentAt: null,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});
