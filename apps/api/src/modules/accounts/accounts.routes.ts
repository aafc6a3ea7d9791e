import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { logInWithPassword } from './accounts.usecases';

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email and password login; answers the user with a new auth_token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const user = await logInWithPassword({ db, ...request.body });
      // Saved addresses arrive with the accounts issue.
      return { success: true as const, data: user, addresses: [] };
    },
  );
};
