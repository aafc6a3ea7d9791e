import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '@app/shared/common/api.schemas';
import {
  deleteAddonGroupRequestSchema,
  deleteMenuCategoryRequestSchema,
  deleteMenuItemRequestSchema,
  exportItemsResponseSchema,
  importItemsRequestSchema,
  importItemsResponseSchema,
  menuCategoryResponseSchema,
  menuItemResponseSchema,
  saveAddonGroupRequestSchema,
  saveMenuCategoryRequestSchema,
  saveMenuItemRequestSchema,
  storeMenuRequestSchema,
  storeMenuResponseSchema,
  uploadMenuImageRequestSchema,
} from '@app/shared/console/menu-admin.schemas';
import { uploadStoreImageResponseSchema } from '@app/shared/console/store-admin.schemas';
import type { AuditAction } from '../audit/audit.repository';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { createImageUploader } from '../profile/uploaded-images.usecases';
import { ownsStore, storeExists } from '../catalog/store-admin.repository';
import {
  exportStoreItems,
  getStoreMenu,
  importStoreItems,
  removeAddonGroup,
  removeMenuCategory,
  removeMenuItem,
  saveAddonGroup,
  saveMenuCategory,
  saveMenuItem,
} from '../catalog/menu-editor.usecases';
import { consoleUser, ensureAdminPermission } from './console-access';
import { auditChange } from './console-route-helpers';
import { createConsoleStoreNotFoundError } from './console.errors';

const tags = ['console'];
const C = '/public/api/console';
const deleted = successSchema(z.object({ deleted: z.literal(true) }));

/**
 * A store's menu (issue 17): a store owner edits their own stores' menus, an admin with the
 * `stores` area any store's; item CSV export and import are the admin's. Each call names the
 * store; a store the caller may not edit is "not found" (its existence is not revealed).
 */
export const consoleMenuRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const uploadImage = createImageUploader(config);
  async function ensureMenuAccess(request: FastifyRequest, storeId: number) {
    const user = consoleUser(request);
    if (user.role === 'admin') {
      ensureAdminPermission(user, 'stores');
      if (!(await storeExists(db, storeId))) throw createConsoleStoreNotFoundError();
    } else if (!(await ownsStore(db, user.id, storeId))) {
      throw createConsoleStoreNotFoundError();
    }
  }
  const audit =
    (request: FastifyRequest, action: AuditAction, storeId: number) =>
    (tx: Executor, before: unknown, after: unknown) =>
      auditChange(tx, request, { action, before, after, details: { store_id: storeId } });

  app.post(
    `${C}/menu/get`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: "A store's menu sections, items, add-on groups and add-ons",
        body: storeMenuRequestSchema,
        response: { 200: storeMenuResponseSchema },
      },
    },
    async (request) => {
      await ensureMenuAccess(request, request.body.store_id);
      return { success: true as const, data: await getStoreMenu(db, request.body.store_id) };
    },
  );

  app.post(
    `${C}/menu/upload-image`,
    {
      config: { access: { staff: 'stores' } },
      // A 1 MB image is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "Stores an item's image (PNG, JPEG or WebP data URL, at most 1 MB); answers its URL",
        body: uploadMenuImageRequestSchema,
        response: { 200: uploadStoreImageResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, image } = request.body;
      await ensureMenuAccess(request, storeId);
      const url = await uploadImage(image);
      await auditChange(db, request, {
        action: 'console.menu.upload-image',
        details: { store_id: storeId },
        after: { url },
      });
      return { success: true as const, data: { url } };
    },
  );

  app.post(
    `${C}/menu/save-category`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Creates (no category_id) or changes a menu section',
        body: saveMenuCategoryRequestSchema,
        response: { 200: menuCategoryResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, category_id: id, name, sort_order: sortOrder } = request.body;
      await ensureMenuAccess(request, storeId);
      const data = await saveMenuCategory(
        db,
        storeId,
        id ?? null,
        { name, sortOrder, isActive: request.body.is_active, kind: request.body.kind },
        audit(request, 'console.menu.save-category', storeId),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/menu/delete-category`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Deletes an empty menu section',
        body: deleteMenuCategoryRequestSchema,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const { store_id: storeId, category_id: categoryId } = request.body;
      await ensureMenuAccess(request, storeId);
      await removeMenuCategory(
        db,
        storeId,
        categoryId,
        audit(request, 'console.menu.delete-category', storeId),
      );
      return { success: true as const, data: { deleted: true as const } };
    },
  );

  app.post(
    `${C}/menu/save-item`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Creates (no item_id) or changes an item: name, prices, veg, image, flags, order',
        body: saveMenuItemRequestSchema,
        response: { 200: menuItemResponseSchema },
      },
    },
    async (request) => {
      const b = request.body;
      await ensureMenuAccess(request, b.store_id);
      const data = await saveMenuItem(
        db,
        b.store_id,
        b.item_id ?? null,
        {
          categoryId: b.category_id,
          name: b.name,
          description: b.description,
          image: b.image,
          priceMinor: b.price_minor,
          oldPriceMinor: b.old_price_minor,
          isVeg: b.is_veg,
          isAvailable: b.is_available,
          isRecommended: b.is_recommended,
          isPopular: b.is_popular,
          sortOrder: b.sort_order,
        },
        audit(request, 'console.menu.save-item', b.store_id),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/menu/delete-item`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Deletes an item',
        body: deleteMenuItemRequestSchema,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const { store_id: storeId, item_id: itemId } = request.body;
      await ensureMenuAccess(request, storeId);
      await removeMenuItem(
        db,
        storeId,
        itemId,
        audit(request, 'console.menu.delete-item', storeId),
      );
      return { success: true as const, data: { deleted: true as const } };
    },
  );

  app.post(
    `${C}/menu/save-addon-group`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: "Creates or changes an item's add-on group with its add-ons (answers the item)",
        body: saveAddonGroupRequestSchema,
        response: { 200: menuItemResponseSchema },
      },
    },
    async (request) => {
      const b = request.body;
      await ensureMenuAccess(request, b.store_id);
      const data = await saveAddonGroup(
        db,
        b.store_id,
        {
          itemId: b.item_id,
          groupId: b.group_id ?? null,
          group: {
            name: b.name,
            minChoices: b.min_choices,
            maxChoices: b.max_choices,
            sortOrder: b.sort_order,
          },
          addons: b.addons.map((addon) => ({
            id: addon.id,
            name: addon.name,
            priceMinor: addon.price_minor,
            isAvailable: addon.is_available,
            sortOrder: addon.sort_order,
          })),
        },
        audit(request, 'console.menu.save-addon-group', b.store_id),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/menu/delete-addon-group`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Deletes an add-on group and its add-ons (answers the item)',
        body: deleteAddonGroupRequestSchema,
        response: { 200: menuItemResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, group_id: groupId } = request.body;
      await ensureMenuAccess(request, storeId);
      const data = await removeAddonGroup(
        db,
        storeId,
        groupId,
        audit(request, 'console.menu.delete-addon-group', storeId),
      );
      return { success: true as const, data };
    },
  );

  // ── CSV (admin) ──────────────────────────────────────────────────────────────────────────

  app.post(
    `${C}/admin/stores/export-items`,
    {
      config: { access: { admin: 'stores' } },
      schema: {
        tags: ['console-admin'],
        summary: "A store's items as CSV (the import's columns)",
        body: storeMenuRequestSchema,
        response: { 200: exportItemsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await exportStoreItems(db, request.body.store_id),
    }),
  );

  app.post(
    `${C}/admin/stores/import-items`,
    {
      config: { access: { admin: 'stores' } },
      // A 5,000-row file with descriptions stays under 4 MB of text.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['console-admin'],
        summary:
          'Imports items from CSV: all rows checked first; any bad row writes nothing (400 catalog.import_invalid lists each)',
        body: importItemsRequestSchema,
        response: { 200: importItemsResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, csv, dry_run: dryRun } = request.body;
      const data = await importStoreItems(
        db,
        storeId,
        { csv, dryRun },
        audit(request, 'console.stores.import-items', storeId),
      );
      return { success: true as const, data };
    },
  );
};
