import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRowResponseSchema,
  createAdminRequestSchema,
  listAdminsRequestSchema,
  listAdminsResponseSchema,
  setAdminPermissionsRequestSchema,
} from '@app/shared/console/admins.schemas';
import type { Database } from '../../db/client';
import { createAdmin, listAdminRows, setAdminPermissions } from '../accounts/admins.usecases';
import { consoleUser } from './console-access';
import { auditChange } from './console-route-helpers';

const tags = ['console'];
const prefix = '/public/api/console/admin/staff';
const access = { admin: 'staff' } as const;

/** Admins and their console areas (issue 17). */
export const consoleStaffRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    `${prefix}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: admins with their areas, paged, sorted and searched on the server',
        body: listAdminsRequestSchema,
        response: { 200: listAdminsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listAdminRows(db, request.body) }),
  );

  app.post(
    `${prefix}/create`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Admin: a new admin with a password (at least 8 characters) and areas (audited)',
        body: createAdminRequestSchema,
        response: { 200: adminRowResponseSchema },
      },
    },
    async (request) => {
      const { name, email, password, permissions } = request.body;
      const data = await createAdmin(db, { name, email, password, permissions });
      await auditChange(db, request, {
        action: 'console.staff.create',
        targetUserId: data.id,
        before: null,
        after: data,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/set-permissions`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Admin: replaces an admin's areas; not your own staff area, not the last full admin's (audited)",
        body: setAdminPermissionsRequestSchema,
        response: { 200: adminRowResponseSchema },
      },
    },
    async (request) => {
      const data = await setAdminPermissions(db, {
        callerId: consoleUser(request).id,
        adminId: request.body.admin_id,
        permissions: request.body.permissions,
        audit: (tx, change) =>
          auditChange(tx, request, {
            action: 'console.staff.set-permissions',
            targetUserId: request.body.admin_id,
            ...change,
          }),
      });
      return { success: true as const, data };
    },
  );
};
