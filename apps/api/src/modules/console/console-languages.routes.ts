import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRequestSchema } from '@app/shared/common/api.schemas';
import {
  adminLanguageResponseSchema,
  adminLanguagesResponseSchema,
  createLanguageRequestSchema,
  listTranslationsRequestSchema,
  listTranslationsResponseSchema,
  saveTranslationRequestSchema,
  saveTranslationResponseSchema,
  updateLanguageRequestSchema,
} from '@app/shared/i18n/i18n-admin.schemas';
import type { Database } from '../../db/client';
import {
  changeLanguage,
  createLanguage,
  listAdminLanguages,
  listTranslations,
  saveTranslation,
} from '../i18n/i18n-admin.usecases';
import { auditChange } from './console-route-helpers';

const tags = ['console'];
const prefix = '/public/api/console/admin/languages';
const access = { admin: 'languages' } as const;

/** Languages and their UI strings (issue 17). */
export const consoleLanguagesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    `${prefix}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: languages with how many UI strings each lacks',
        body: authenticatedRequestSchema,
        response: { 200: adminLanguagesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listAdminLanguages(db) }),
  );

  app.post(
    `${prefix}/create`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: a new language (name, BCP 47 code, RTL); audited',
        body: createLanguageRequestSchema,
        response: { 200: adminLanguageResponseSchema },
      },
    },
    async (request) => {
      const { language_name: languageName, code, is_rtl: isRtl } = request.body;
      const data = await createLanguage(db, { languageName, code, isRtl });
      await auditChange(db, request, {
        action: 'console.languages.create',
        before: null,
        after: data,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/update`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: rename a language, set RTL, or make it the default; audited',
        body: updateLanguageRequestSchema,
        response: { 200: adminLanguageResponseSchema },
      },
    },
    async (request) => {
      const {
        id,
        language_name: languageName,
        is_rtl: isRtl,
        is_default: isDefault,
      } = request.body;
      const data = await changeLanguage(
        db,
        { id, languageName, isRtl, makeDefault: isDefault === true },
        (tx, change) => auditChange(tx, request, { action: 'console.languages.update', ...change }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/strings`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Admin: one page of a language's UI strings beside the default's (search, untranslated only)",
        body: listTranslationsRequestSchema,
        response: { 200: listTranslationsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listTranslations(db, request.body) }),
  );

  app.post(
    `${prefix}/save-string`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: saves one UI string of a language (empty removes it); audited',
        body: saveTranslationRequestSchema,
        response: { 200: saveTranslationResponseSchema },
      },
    },
    async (request) => {
      const { language_id: languageId, key, value } = request.body;
      const data = await saveTranslation(db, { languageId, key, value }, (tx, change) =>
        auditChange(tx, request, { action: 'console.languages.save-string', ...change }),
      );
      return { success: true as const, data };
    },
  );
};
