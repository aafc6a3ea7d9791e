import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listOutboxMessagesTo } from './messages.repository';

const requestSchema = z.object({ to: z.string().trim().min(3).max(254) });
const responseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      created_at: z.date(),
    }),
  ),
});

/**
 * Development and tests only (`DEV_OUTBOX_ENABLED=true`; never set it in production: anyone could
 * read sign-in codes): the messages written to the
 * outbox for one address, so codes can be read while working offline and in browser journeys.
 * The operator console will show the outbox to admins.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/dev/outbox',
    {
      schema: {
        hide: true,
        body: requestSchema,
        response: { 200: responseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOutboxMessagesTo({ db, to: request.body.to.toLowerCase(), limit: 20 }),
    }),
  );
};
