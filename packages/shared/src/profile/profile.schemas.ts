import { z } from 'zod';
import { loggedInUserSchema } from '../accounts/accounts.schemas';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';

export { authenticatedRequestSchema };

export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  tax_number: z.string().nullable(),
  role: z.enum(['customer', 'rider', 'store_owner', 'agent', 'admin']),
  wallet_balance: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = successSchema(userProfileSchema);

export const updateUserInfoRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  /** The current password: required to change the email (a token alone cannot take the account). */
  current_password: z.string().min(1).max(200).optional(),
});
export type UpdateUserInfoRequest = z.infer<typeof updateUserInfoRequestSchema>;

/** 1 MB decoded is about 1.37 MB of base64. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const changeAvatarRequestSchema = authenticatedRequestSchema.extend({
  avatar: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
      message: 'Send a base64 data URL of a PNG, JPEG or WebP image',
    }),
});

export const updateTaxNumberRequestSchema = authenticatedRequestSchema.extend({
  tax_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9 -]*$/, { message: 'Letters, digits, spaces and dashes only' }),
});

export const deleteMyAccountRequestSchema = authenticatedRequestSchema
  .extend({
    password: z.string().min(1).max(200).optional(),
    confirm: z.literal(true).optional(),
  })
  .refine((body) => body.password !== undefined || body.confirm === true, {
    message: 'Send the password, or confirm: true for an account without one',
    path: ['confirm'],
  });
export const deleteMyAccountResponseSchema = successSchema(z.object({ deleted: z.literal(true) }));

export const checkBanResponseSchema = successSchema(z.object({ is_banned: z.boolean() }));

export { loggedInUserSchema };
