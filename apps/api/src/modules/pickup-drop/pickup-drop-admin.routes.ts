import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRequestSchema } from '@app/shared/common/api.schemas';
import {
  adminPickupDropSettingsResponseSchema,
  savePickupDropSettingsRequestSchema,
} from '@app/shared/courier/courier-admin.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import {
  ensureAdmin,
  getAdminPickupDropSettings,
  saveAdminPickupDropSettings,
} from './pickup-drop-admin.usecases';

const tags = ['console'];
const prefix = '/public/api/console';

/** The operator console's pickup-and-drop settings (issue 16): admins only. */
export const pickupDropAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    `${prefix}/get-pickup-drop-settings`,
    {
      config: { access: { admin: 'settings' } },
      schema: {
        tags,
        summary:
          'Admin: pickup and drop settings as stored, even when off or malformed (problems say which part)',
        body: authenticatedRequestSchema,
        response: { 200: adminPickupDropSettingsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      ensureAdmin(user);
      return { success: true as const, data: await getAdminPickupDropSettings(db) };
    },
  );

  app.post(
    `${prefix}/save-pickup-drop-settings`,
    {
      config: { access: { admin: 'settings' } },
      schema: {
        tags,
        summary:
          'Admin: saves task types, tariff, zones, photo proof and dispatch radius at once (audited)',
        body: savePickupDropSettingsRequestSchema,
        response: { 200: adminPickupDropSettingsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { token: _token, user_id: _userId, ...input } = request.body;
      const data = await saveAdminPickupDropSettings(db, user, { input, ip: request.ip });
      return { success: true as const, data };
    },
  );
};
