import { z } from 'zod';
import { idSchema, MAX_ID } from '../common/api.schemas';

/** Lower-cased, trimmed email: the one form stored and compared. */
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
/** E.164-ish: an optional +, then 7 to 15 digits not starting with 0. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[1-9]\d{6,14}$/, 'Enter the phone number with its country code, digits only');
export const newPasswordSchema = z.string().min(8).max(200);
export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits');
export const nameSchema = z.string().trim().min(1).max(120);
/** The auth token in the body (SPEC §6); `Authorization: Bearer` works too, so it may be absent. */
export const bodyTokenSchema = z.string().min(1).max(200).optional();
/** The spec's clients send `user_id` as a number or as a numeric string. */
export const userIdSchema = z.union([
  idSchema,
  z
    .string()
    .regex(/^\d{1,10}$/)
    .refine((value) => Number(value) <= MAX_ID, 'is not a valid id'),
]);

/** An address given at registration; it becomes the default. */
export const addressInputSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().trim().min(1).max(500),
  house: z.string().trim().max(200).nullish(),
  landmark: z.string().trim().max(200).nullish(),
  tag: z.string().trim().max(50).nullish(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * A saved address as login answers it: the same shape as `addressSchema` of the addresses feature
 * (SPEC §3 lat/lng), declared here because that module imports this one.
 */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  house: z.string().nullable(),
  landmark: z.string().nullable(),
  tag: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
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

/** Every way of logging in answers the user and their saved addresses, the default first (SPEC §7). */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  data: loggedInUserSchema,
  addresses: z.array(savedAddressSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Calls that only acknowledge. */
export const okResponseSchema = z.object({ success: z.literal(true) });

export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  address: addressInputSchema.nullish(),
  /** Required when the `registerOtpRequired` setting is 'true': the code sent to the phone. */
  otp: otpCodeSchema.nullish(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** send-otp / generate-otp-for-register: a code for registration, by SMS or by mail. */
export const sendRegisterOtpRequestSchema = z
  .object({ phone: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: 'Send a phone or an email',
    path: ['phone'],
  });

export const socialProviderSchema = z.enum(['google']);

export const registerWithSocialRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema.nullish(),
  accessToken: z.string().min(1).max(8000),
  phone: phoneSchema,
  provider: socialProviderSchema,
  address: addressInputSchema.nullish(),
  otp: otpCodeSchema.nullish(),
});

export const loginByUserIdRequestSchema = z.object({
  token: bodyTokenSchema,
  user_id: userIdSchema,
});

export const generateOtpForLoginRequestSchema = z.object({
  phone: phoneSchema,
  email: emailSchema.nullish(),
});

export const loginWithOtpRequestSchema = z.object({
  phone: phoneSchema,
  otp: otpCodeSchema,
  /** Needed only when the phone has no account yet: the customer is then created. */
  name: nameSchema.nullish(),
  email: emailSchema.nullish(),
  address: addressInputSchema.nullish(),
});

export type LoginWithOtpRequest = z.infer<typeof loginWithOtpRequestSchema>;

export const verifyOtpRequestSchema = z.object({ phone: phoneSchema, otp: otpCodeSchema });

export const checkSocialLoginRequestSchema = z.object({
  email: emailSchema,
  phone: phoneSchema.nullish(),
  accessToken: z.string().min(1).max(8000),
  provider: socialProviderSchema,
  /** The account's password, once, to link the provider identity to an existing email account. */
  password: z.string().min(1).max(200).nullish(),
  /** Or a login code sent to the account's phone (a phone-code account has no password). */
  otp: otpCodeSchema.nullish(),
  /** Send that code: answers 409 auth.social_link_code_sent (auth.social_link_no_phone without a phone). */
  sendCode: z.boolean().optional(),
});

/**
 * `exists: false` means "register with social"; otherwise the login payload. An email account
 * not linked to this identity yet answers 409 auth.social_link_required until `password` is given.
 */
export const checkSocialLoginResponseSchema = z.object({
  success: z.literal(true),
  exists: z.boolean(),
  data: loggedInUserSchema.optional(),
  addresses: z.array(savedAddressSchema).optional(),
});

export const sendPasswordResetMailRequestSchema = z.object({ email: emailSchema });
export const verifyPasswordResetOtpRequestSchema = z.object({
  email: emailSchema,
  code: otpCodeSchema,
});
export const changePasswordRequestSchema = z.object({
  email: emailSchema,
  code: otpCodeSchema,
  password: newPasswordSchema,
});

export const logoutRequestSchema = z.object({ token: bodyTokenSchema }).nullish();

export const generateOtpPhoneNumberUpdateRequestSchema = z.object({
  token: bodyTokenSchema,
  user_id: userIdSchema.optional(),
  phone: phoneSchema,
  email: emailSchema.nullish(),
});

export const updateNewPhoneNumberRequestSchema = z.object({
  token: bodyTokenSchema,
  user_id: userIdSchema.optional(),
  phone: phoneSchema,
  otp: otpCodeSchema,
  email: emailSchema.nullish(),
});

export const updateNewPhoneNumberResponseSchema = z.object({
  success: z.literal(true),
  data: loggedInUserSchema.omit({ auth_token: true }),
});
