import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { logInWithPassword } from './accounts.usecases';
import { withFailureLimit } from './rate-limits.usecases';

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email and password login; answers the user with a new auth_token and addresses',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      return withFailureLimit({ db, request, reply, action: 'login', account: email }, () =>
        logInWithPassword({ db, email, password }),
      );
    },
  );
};
