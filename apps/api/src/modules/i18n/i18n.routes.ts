import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  getAllLanguagesResponseSchema,
  getSingleLanguageRequestSchema,
  getSingleLanguageResponseSchema,
} from '@app/shared/i18n/i18n.schemas';
import type { Database } from '../../db/client';
import { createLanguageNotFoundError } from './i18n.errors';
import { getLanguageWithStrings, listLanguages } from './i18n.repository';

export const i18nRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/get-all-languages',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Every language; is_default 1 marks the default',
        body: emptyRequestSchema,
        response: { 200: getAllLanguagesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listLanguages({ db }) }),
  );

  app.post(
    '/public/api/get-single-language',
    {
      schema: {
        tags: ['i18n'],
        summary: 'One language with its UI strings (key -> text)',
        body: getSingleLanguageRequestSchema,
        response: { 200: getSingleLanguageResponseSchema },
      },
    },
    async (request) => {
      const language = await getLanguageWithStrings({ db, id: request.body.id });
      if (!language) throw createLanguageNotFoundError();
      return { success: true as const, data: language };
    },
  );
};
