import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_KINDS,
  contentDeleteRequestSchema,
  contentDeleteResponseSchema,
  contentListRequestSchema,
  contentListResponseSchema,
  contentReorderRequestSchema,
  contentRowResponseSchema,
  contentSaveRequestSchema,
  type ContentKind,
} from '@app/shared/catalog/content-admin.schemas';
import {
  previewHtmlRequestSchema,
  previewHtmlResponseSchema,
} from '@app/shared/settings/settings-admin.schemas';
import {
  uploadStoreImageRequestSchema,
  uploadStoreImageResponseSchema,
} from '@app/shared/console/store-admin.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { ContentTable } from '../../lib/content-table';
import {
  catalogContentTable,
  deleteContent,
  listContent,
  reorderContent,
  saveContent,
} from '../catalog/content-admin.usecases';
import { POPULAR_LOCATIONS_TABLE } from '../location/location-admin.repository';
import { createImageUploader } from '../profile/uploaded-images.usecases';
import { auditChange } from './console-route-helpers';

const tags = ['console'];
const access = { admin: 'content' } as const;

const tableOf = (kind: ContentKind): ContentTable =>
  kind === 'popular-locations' ? POPULAR_LOCATIONS_TABLE : catalogContentTable(kind);

/**
 * Home module tiles, promo and category slides, offers, pages and popular locations (issue 17):
 * for each kind list, save (create without id), delete and reorder, each write audited; and the
 * upload of their images (tiles, slides, offers), stored as store logos are (disk or S3).
 */
export const consoleContentRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const uploadImage = createImageUploader(config);

  app.post(
    '/public/api/console/admin/content/upload-image',
    {
      config: { access },
      // A 1 MB image is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Admin content: stores a tile, slide or offer image (PNG, JPEG or WebP data URL, at most 1 MB); answers its URL for the image field',
        body: uploadStoreImageRequestSchema,
        response: { 200: uploadStoreImageResponseSchema },
      },
    },
    async (request) => {
      const url = await uploadImage(request.body.image);
      await auditChange(db, request, { action: 'console.content.upload-image', after: { url } });
      return { success: true as const, data: { url } };
    },
  );

  app.post(
    '/public/api/console/admin/content/preview-html',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin content: a page body as it would be stored (sanitised), for a preview',
        body: previewHtmlRequestSchema,
        response: { 200: previewHtmlResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { html: sanitizeHtml(request.body.html) },
    }),
  );

  for (const kind of CONTENT_KINDS) {
    const prefix = `/public/api/console/admin/content/${kind}`;
    const spec = tableOf(kind);
    const action = (change: string) => `console.content.${kind}-${change}` as const;

    app.post(
      `${prefix}/list`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Admin content: every row of ${kind}, in order`,
          body: contentListRequestSchema,
          response: { 200: contentListResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await listContent(db, kind, spec) }),
    );

    app.post(
      `${prefix}/save`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Admin content: creates (no id) or updates one of ${kind}; audited`,
          body: contentSaveRequestSchema(kind),
          response: { 200: contentRowResponseSchema },
        },
      },
      async (request) => {
        const data = await saveContent(db, {
          kind,
          spec,
          id: request.body.id,
          fields: request.body.fields,
          audit: (tx, change) => auditChange(tx, request, { action: action('save'), ...change }),
        });
        return { success: true as const, data };
      },
    );

    app.post(
      `${prefix}/delete`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Admin content: deletes one of ${kind}; audited`,
          body: contentDeleteRequestSchema,
          response: { 200: contentDeleteResponseSchema },
        },
      },
      async (request) => {
        const data = await deleteContent(db, {
          kind,
          spec,
          id: request.body.id,
          audit: (tx, change) => auditChange(tx, request, { action: action('delete'), ...change }),
        });
        return { success: true as const, data };
      },
    );

    app.post(
      `${prefix}/reorder`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Admin content: ${kind} in a new order; audited`,
          body: contentReorderRequestSchema,
          response: { 200: contentListResponseSchema },
        },
      },
      async (request) => {
        const data = await reorderContent(db, {
          kind,
          spec,
          ids: request.body.ids,
          audit: (tx, change) => auditChange(tx, request, { action: action('reorder'), ...change }),
        });
        return { success: true as const, data };
      },
    );
  }
};
