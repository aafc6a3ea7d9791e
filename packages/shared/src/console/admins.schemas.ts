import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { emailSchema, nameSchema, newPasswordSchema } from '../accounts/accounts.schemas';
import { adminPermissionSchema, listRequestSchema, pagedResponseSchema } from './admin.schemas';

/** The staff editor (issue 17): admins and the console areas each holds. */
export const adminRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  permissions: z.array(adminPermissionSchema),
  /** Every area (the marketplace owner): no list stored. */
  has_every_area: z.boolean(),
  is_banned: z.boolean(),
  created_at: z.string(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;

export const ADMIN_SORTS = ['id', 'name', 'email', 'created_at'] as const;
export const listAdminsRequestSchema = listRequestSchema;
export const listAdminsResponseSchema = pagedResponseSchema(adminRowSchema);

const permissionsSchema = z
  .array(adminPermissionSchema)
  .max(50)
  .refine((list) => new Set(list).size === list.length, 'Name each area once.');

export const createAdminRequestSchema = authenticatedRequestSchema.extend({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  permissions: permissionsSchema,
});
export type CreateAdminRequest = z.infer<typeof createAdminRequestSchema>;

export const setAdminPermissionsRequestSchema = authenticatedRequestSchema.extend({
  admin_id: idSchema,
  permissions: permissionsSchema,
});
export type SetAdminPermissionsRequest = z.infer<typeof setAdminPermissionsRequestSchema>;

export const adminRowResponseSchema = successSchema(adminRowSchema);
