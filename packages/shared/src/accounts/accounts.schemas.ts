import { z } from 'zod';

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loggedInUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['customer', 'rider', 'store_owner', 'agent', 'admin']),
  auth_token: z.string(),
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

/** Login answers the user and their saved addresses (SPEC §3; addresses arrive with the accounts issue). */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  data: loggedInUserSchema,
  addresses: z.array(z.unknown()),
});
