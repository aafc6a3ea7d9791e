import { describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { insertOutboxMessage } from './messages.repository';

describe('the development outbox reader', () => {
  test('does not exist unless DEV_OUTBOX_ENABLED is set', async () => {
    const ctx = await buildTestApp();
    try {
      const response = await postJson(ctx.app, '/public/api/dev/outbox', { to: 'a@test.dev' });
      expect(response.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  test('when enabled outside production, lists the newest messages to one address', async () => {
    const ctx = await buildTestApp({ config: { DEV_OUTBOX_ENABLED: true } });
    try {
      for (const body of ['Your code is 111111.', 'Your code is 222222.']) {
        await insertOutboxMessage({
          db: ctx.db,
          message: {
            channel: 'email',
            to: 'a@test.dev',
            subject: 'Code',
            body,
            sentAt: null,
            error: null,
          },
        });
      }
      await insertOutboxMessage({
        db: ctx.db,
        message: {
          channel: 'sms',
          to: '+919800000009',
          subject: '',
          body: 'Other',
          sentAt: null,
          error: null,
        },
      });
      const response = await postJson(ctx.app, '/public/api/dev/outbox', { to: 'A@test.dev' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((message: { body: string }) => message.body)).toEqual([
        'Your code is 222222.',
        'Your code is 111111.',
      ]);
    } finally {
      await ctx.close();
    }
  });
});
