import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import { getSettingsResponseSchema, versionSchema } from '@app/shared/settings/settings.schemas';
import type { Database } from '../../db/client';
import { getAppVersion, getPublicSettings } from './settings.repository';

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** GOOGLE_CLIENT_ID: answered as `googleClientId` while the setting of that name is empty. */
  googleClientId?: string | undefined;
}> = async (app, { db, googleClientId }) => {
  app.get(
    '/version.json',
    {
      schema: {
        tags: ['settings'],
        summary: 'Versions the client compares to force a settings refetch or a cache clear',
        response: { 200: versionSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getAppVersion({ db });
    },
  );

  app.post(
    '/public/api/get-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings as key/value; secrets are never included',
        body: emptyRequestSchema,
        response: { 200: getSettingsResponseSchema },
      },
    },
    async () => {
      const data = await getPublicSettings({ db });
      // The client id is public (Google shows it in every sign-in page); the app needs it for the button.
      if (!data.googleClientId?.trim() && googleClientId) data.googleClientId = googleClientId;
      return { success: true as const, data };
    },
  );
};
