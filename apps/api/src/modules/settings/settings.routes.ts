import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import { getSettingsResponseSchema, versionSchema } from '@app/shared/settings/settings.schemas';
import type { Database } from '../../db/client';
import { getAppVersion, getPublicSettings } from './settings.repository';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async () => ({ success: true as const, data: await getPublicSettings({ db }) }),
  );
};
