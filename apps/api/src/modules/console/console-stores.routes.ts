import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STORE_SORTS } from '@app/shared/console/store-admin.schemas';
import {
  adminStoreIdRequestSchema,
  adminStoreListRequestSchema,
  adminStoreListResponseSchema,
  adminStoreResponseSchema,
  linkCandidatesRequestSchema,
  linkCandidatesResponseSchema,
  saveStoreCategoryRequestSchema,
  saveStoreRequestSchema,
  setStoreFlagsRequestSchema,
  storeCategoriesResponseSchema,
  storeCategoryIdRequestSchema,
  storeCategoryResponseSchema,
  uploadStoreImageRequestSchema,
  uploadStoreImageResponseSchema,
} from '@app/shared/console/store-admin.schemas';
import { authenticatedRequestSchema, successSchema } from '@app/shared/common/api.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createImageUploader } from '../profile/uploaded-images.usecases';
import { createErrorFactory } from '../../lib/errors';
import { searchUsersOfRole } from '../accounts/staff-users.repository';
import { listStoreCategoriesForAdmin } from '../catalog/store-categories.repository';
import { listStoresPage, type StoreSort } from '../catalog/store-editor.repository';
import {
  readAdminStore,
  removeStoreCategory,
  saveAdminStore,
  saveStoreCategory,
  setAdminStoreFlags,
} from '../catalog/store-editor.usecases';
import { auditChange } from './console-route-helpers';
import { consoleMenuRoutes } from './console-menu.routes';

const tags = ['console-admin'];
const A = '/public/api/console/admin';
const access = { admin: 'stores' } as const;

export const createBadSortError = createErrorFactory({
  code: 'console.bad_sort',
  statusCode: 400,
  message: 'This table cannot be sorted by that column.',
});

/** Stores, store categories, menus with add-on groups, item CSV import and export (admin), and the owner's menu. */
export const consoleStoresRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  await app.register(consoleMenuRoutes, { db, config });
  const uploadImage = createImageUploader(config);

  app.post(
    `${A}/stores/upload-image`,
    {
      config: { access },
      // A 1 MB image is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Stores a logo or banner (PNG, JPEG or WebP data URL, at most 1 MB); answers its URL',
        body: uploadStoreImageRequestSchema,
        response: { 200: uploadStoreImageResponseSchema },
      },
    },
    async (request) => {
      const url = await uploadImage(request.body.image);
      await auditChange(db, request, { action: 'console.stores.upload-image', after: { url } });
      return { success: true as const, data: { url } };
    },
  );

  app.post(
    `${A}/stores/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Stores, paged: search by name, filter by module, approval and activation',
        body: adminStoreListRequestSchema,
        response: { 200: adminStoreListResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const sort = body.sort ?? 'id';
      if (!(STORE_SORTS as readonly string[]).includes(sort)) throw createBadSortError();
      const { rows, total } = await listStoresPage(db, {
        page: body.page,
        perPage: body.per_page,
        sort: sort as StoreSort,
        dir: body.dir,
        q: body.q?.trim() || undefined,
        module: body.module,
        isAccepted: body.is_accepted,
        isActive: body.is_active,
      });
      return {
        success: true as const,
        data: { rows, total, page: body.page, per_page: body.per_page },
      };
    },
  );

  app.post(
    `${A}/stores/get`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One store with its zone, cuisines, owners and riders',
        body: adminStoreIdRequestSchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readAdminStore(db, request.body.store_id),
    }),
  );

  app.post(
    `${A}/stores/save`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Creates a store (no store_id; not accepted, inactive) or replaces its fields',
        body: saveStoreRequestSchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, token: _token, user_id: _userId, ...fields } = request.body;
      const data = await saveAdminStore(db, storeId ?? null, fields, (tx, before, after) =>
        auditChange(tx, request, {
          action: before ? 'console.stores.update' : 'console.stores.create',
          before,
          after,
        }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${A}/stores/set-flags`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Approves (is_accepted) and activates (is_active) a store, or takes either back',
        body: setStoreFlagsRequestSchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, is_accepted: isAccepted, is_active: isActive } = request.body;
      const data = await setAdminStoreFlags(
        db,
        storeId,
        { isAccepted, isActive },
        (tx, before, after) =>
          auditChange(tx, request, {
            action: 'console.stores.set-flags',
            before: { id: before.id, is_accepted: before.is_accepted, is_active: before.is_active },
            after: { id: after.id, is_accepted: after.is_accepted, is_active: after.is_active },
          }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${A}/stores/link-candidates`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Store owners or riders to link, by name or email (and the ones asked for by id)',
        body: linkCandidatesRequestSchema,
        response: { 200: linkCandidatesResponseSchema },
      },
    },
    async (request) => {
      const { role, q, ids } = request.body;
      return { success: true as const, data: await searchUsersOfRole(db, { role, q, ids }) };
    },
  );

  // ── Store categories (cuisines) ──────────────────────────────────────────────────────────

  app.post(
    `${A}/store-categories/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Store categories (cuisines) with how many stores each has',
        body: authenticatedRequestSchema,
        response: { 200: storeCategoriesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listStoreCategoriesForAdmin(db) }),
  );

  app.post(
    `${A}/store-categories/save`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Creates (no category_id) or changes a store category',
        body: saveStoreCategoryRequestSchema,
        response: { 200: storeCategoryResponseSchema },
      },
    },
    async (request) => {
      const {
        category_id: id,
        name,
        image,
        sort_order: sortOrder,
        is_active: isActive,
      } = request.body;
      const data = await saveStoreCategory(
        db,
        id ?? null,
        { name, image, sortOrder, isActive },
        (tx, before, after) =>
          auditChange(tx, request, {
            action: before ? 'console.store-categories.update' : 'console.store-categories.create',
            before,
            after,
          }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${A}/store-categories/delete`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deletes a store category (its stores simply lose it)',
        body: storeCategoryIdRequestSchema,
        response: { 200: successSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await removeStoreCategory(db, request.body.category_id, (tx, before) =>
        auditChange(tx, request, {
          action: 'console.store-categories.delete',
          before,
          after: null,
        }),
      );
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};
