import { z } from 'zod';
import { userIdInputSchema } from '../common/api.schemas';
import { loggedInUserSchema } from '../accounts/accounts.schemas';
import { addressSchema } from '../addresses/addresses.schemas';
import { authenticatedRequestSchema } from '../profile/profile.schemas';

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, { message: 'A phone number of 6 to 15 digits' });

export const agentLoginAsCustomerRequestSchema = z
  .object({
    token: z.string().min(1).max(200).optional(),
    phone: phoneSchema.optional(),
    user_id: userIdInputSchema.optional(),
  })
  .refine((body) => body.phone !== undefined || body.user_id !== undefined, {
    message: 'Send the customer phone or user_id',
    path: ['phone'],
  });

export const adminLoginAsCustomerRequestSchema = authenticatedRequestSchema;

export const registerGuestUserRequestSchema = z.object({
  token: z.string().min(1).max(200).optional(),
  name: z.string().trim().min(1).max(100),
  phone: phoneSchema,
  email: z.string().trim().toLowerCase().email().max(254).optional(),
});

/** The customer's login payload, as `login` answers it. */
export const customerLoginResponseSchema = z.object({
  success: z.literal(true),
  data: loggedInUserSchema,
  addresses: z.array(addressSchema),
});
