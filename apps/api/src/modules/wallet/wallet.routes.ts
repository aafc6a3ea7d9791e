import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getWalletTransactionsRequestSchema,
  walletResponseSchema,
} from '@app/shared/wallet/wallet.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { getWalletTransactions } from './wallet.usecases';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/get-wallet-transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The caller's balance and ledger, newest first, in minor units",
        body: getWalletTransactionsRequestSchema,
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getWalletTransactions({ db, userId: user.id }) };
    },
  );
};
