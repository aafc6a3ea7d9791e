import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRequestSchema } from '@app/shared/common/api.schemas';
import {
  adminSettingsResponseSchema,
  previewHtmlRequestSchema,
  previewHtmlResponseSchema,
  saveSettingsRequestSchema,
  uploadSettingImageRequestSchema,
  uploadSettingImageResponseSchema,
} from '@app/shared/settings/settings-admin.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  clearClientCaches,
  getAdminSettings,
  saveAdminSettings,
  uploadSettingImage,
} from '../settings/settings-admin.usecases';
import { createImageUploader } from '../profile/uploaded-images.usecases';
import { auditChange } from './console-route-helpers';
import { consoleContentRoutes } from './console-content.routes';
import { consoleLanguagesRoutes } from './console-languages.routes';
import { consoleStaffRoutes } from './console-staff.routes';

const tags = ['console'];
const prefix = '/public/api/console/admin/settings';
const access = { admin: 'settings' } as const;

/** Settings, languages and translations, modules, slides, offers, pages, popular locations. */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
}> = async (app, { db, config }) => {
  const uploadImage = createImageUploader(config);

  await app.register(consoleStaffRoutes, { db });
  await app.register(consoleLanguagesRoutes, { db });
  await app.register(consoleContentRoutes, { db, config });

  app.post(
    `${prefix}/get`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: every editable setting; secrets only as set or not set',
        body: authenticatedRequestSchema,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getAdminSettings(db) }),
  );

  app.post(
    `${prefix}/save`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Admin: saves changed settings (checked by type, HTML sanitised), bumps the settings version, audited',
        body: saveSettingsRequestSchema,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async (request) => {
      const data = await saveAdminSettings(db, {
        values: request.body.values,
        audit: (tx, change) =>
          auditChange(tx, request, { action: 'console.settings.save', ...change }),
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/upload-image`,
    {
      config: { access },
      // A 1 MB image is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Admin: stores an image for an image setting (PNG, JPEG or WebP data URL, at most 1 MB); answers its URL, audited',
        body: uploadSettingImageRequestSchema,
        response: { 200: uploadSettingImageResponseSchema },
      },
    },
    async (request) => {
      const { key, image } = request.body;
      const url = await uploadSettingImage(key, () => uploadImage(image));
      await auditChange(db, request, {
        action: 'console.settings.upload-image',
        after: { key, url },
      });
      return { success: true as const, data: { url } };
    },
  );

  app.post(
    `${prefix}/clear-caches`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: bumps the cache version, so every customer app clears caches and reloads',
        body: authenticatedRequestSchema,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async (request) => {
      const data = await clearClientCaches(db, (tx, change) =>
        auditChange(tx, request, { action: 'console.settings.clear-caches', ...change }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/preview-html`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: HTML as the server would store and serve it (sanitised), for a preview',
        body: previewHtmlRequestSchema,
        response: { 200: previewHtmlResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { html: sanitizeHtml(request.body.html) },
    }),
  );
};
