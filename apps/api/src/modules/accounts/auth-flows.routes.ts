import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  checkSocialLoginRequestSchema,
  checkSocialLoginResponseSchema,
  generateOtpForLoginRequestSchema,
  generateOtpPhoneNumberUpdateRequestSchema,
  loginByUserIdRequestSchema,
  loginResponseSchema,
  loginWithOtpRequestSchema,
  logoutRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  registerWithSocialRequestSchema,
  sendPasswordResetMailRequestSchema,
  sendRegisterOtpRequestSchema,
  updateNewPhoneNumberRequestSchema,
  updateNewPhoneNumberResponseSchema,
  verifyOtpRequestSchema,
  verifyPasswordResetOtpRequestSchema,
} from '@app/shared/accounts/accounts.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { readAuthToken, requireUser } from '../../plugins/auth';
import { createMessageSenderFromConfig } from '../messages/messages.usecases';
import { readSettingValue } from '../settings/settings.repository';
import { createUnauthenticatedError } from './accounts.errors';
import {
  checkPhoneOtp,
  logInByToken,
  logInWithOtp,
  register,
  sendLoginOtp,
  sendRegisterOtp,
  type AuthFlowDeps,
} from './accounts.usecases';
import { revokeAuthToken } from './auth-tokens.repository';
import {
  changePasswordWithCode,
  checkPasswordResetCode,
  sendPasswordResetCode,
  sendPhoneUpdateOtp,
  updatePhoneWithOtp,
} from './code-confirmed.usecases';
import { resolveOtpSecret } from './otp-secret';
import {
  enforceAuthRateLimit,
  enforceRegisterRateLimit,
  withFailureLimit,
} from './rate-limits.usecases';
import { createGoogleVerifier, type SocialProviders } from './social-login';
import { checkSocialLogin, registerWithSocial } from './social-login.usecases';

const tags = ['accounts'];
const ok = { success: true as const };

/** Registration, OTP, social sign-in, password reset, logout and phone change (issue 4). */
export const authFlowsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  /** Overrides the providers built from the config (tests). */
  socialProviders?: SocialProviders;
}> = async (app, { db, config, socialProviders }) => {
  const deps: AuthFlowDeps = {
    db,
    otpSecret: await resolveOtpSecret({ db, configured: config.OTP_SECRET }),
    sendMessage: createMessageSenderFromConfig({
      db,
      config,
      onError: (error, message) =>
        app.log.warn({ err: error, channel: message.channel }, 'message delivery failed'),
    }),
    webOtpHost: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : undefined,
    socialProviders: socialProviders ?? {
      google: createGoogleVerifier({
        jwksUrl: config.GOOGLE_JWKS_URL,
        // The console's setting wins over the environment, as get-settings tells the app.
        clientId: async () =>
          (await readSettingValue({ db, key: 'googleClientId' }))?.trim() ||
          config.GOOGLE_CLIENT_ID,
      }),
    },
  };

  app.post(
    '/public/api/register',
    {
      schema: {
        tags,
        summary: 'Creates a customer (with the phone code when registerOtpRequired is on)',
        body: registerRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await enforceRegisterRateLimit({ db, request, reply });
      if (!input.otp) return register({ deps, input });
      return withFailureLimit(
        { db, request, reply, action: 'otp_verify', account: input.phone },
        () => register({ deps, input }),
      );
    },
  );

  for (const url of ['/public/api/send-otp', '/public/api/generate-otp-for-register']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Sends a registration code by SMS (or by mail when only an email is given)',
          body: sendRegisterOtpRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request, reply) => {
        const { phone, email } = request.body;
        await enforceAuthRateLimit({
          db,
          request,
          reply,
          action: 'otp_send',
          account: phone ?? email ?? '',
        });
        await sendRegisterOtp({ deps, phone, email });
        return ok;
      },
    );
  }

  app.post(
    '/public/api/register-with-social',
    {
      schema: {
        tags,
        summary: 'Creates a customer from a verified provider sign-in',
        body: registerWithSocialRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await enforceRegisterRateLimit({ db, request, reply });
      return withFailureLimit({ db, request, reply, action: 'login', account: input.email }, () =>
        registerWithSocial({ deps, input }),
      );
    },
  );

  app.post(
    '/public/api/check-social-login',
    {
      schema: {
        tags,
        summary: 'Logs in with a provider sign-in when the account exists; exists false otherwise',
        body: checkSocialLoginRequestSchema,
        response: { 200: checkSocialLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // Sending a link code is a code send: the same limit as generate-otp-for-login.
      if (input.sendCode) {
        await enforceAuthRateLimit({
          db,
          request,
          reply,
          action: 'otp_send',
          account: input.email,
        });
      }
      return withFailureLimit({ db, request, reply, action: 'login', account: input.email }, () =>
        checkSocialLogin({ deps, input }),
      );
    },
  );

  app.post(
    '/public/api/login-by-user-id',
    {
      schema: {
        tags,
        summary: "The login payload (user and addresses) for the token's own user",
        body: loginByUserIdRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const token = readAuthToken(request);
      if (!token) throw createUnauthenticatedError();
      return logInByToken({ db, userId: user.id, token });
    },
  );

  app.post(
    '/public/api/generate-otp-for-login',
    {
      schema: {
        tags,
        summary: 'Sends a login code to the phone (and the email when given)',
        body: generateOtpForLoginRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { phone, email } = request.body;
      await enforceAuthRateLimit({ db, request, reply, action: 'otp_send', account: phone });
      await sendLoginOtp({ deps, phone, email });
      return ok;
    },
  );

  app.post(
    '/public/api/login-with-otp',
    {
      schema: {
        tags,
        summary: 'Logs in with the phone code; creates the customer when the phone is new',
        body: loginWithOtpRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return withFailureLimit(
        { db, request, reply, action: 'otp_verify', account: input.phone },
        () => logInWithOtp({ deps, input }),
      );
    },
  );

  app.post(
    '/public/api/verify-otp',
    {
      schema: {
        tags,
        summary: 'Checks a registration or login code for the phone without using it up',
        body: verifyOtpRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { phone, otp } = request.body;
      await withFailureLimit({ db, request, reply, action: 'otp_verify', account: phone }, () =>
        checkPhoneOtp({ deps, phone, otp }),
      );
      return ok;
    },
  );

  app.post(
    '/public/api/send-password-reset-mail',
    {
      schema: {
        tags,
        summary: 'Mails a reset code; answers the same whether or not the account exists',
        body: sendPasswordResetMailRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await enforceAuthRateLimit({ db, request, reply, action: 'password_reset', account: email });
      await sendPasswordResetCode({ deps, email });
      return ok;
    },
  );

  app.post(
    '/public/api/verify-password-reset-otp',
    {
      schema: {
        tags,
        summary: 'Checks a password reset code without using it up',
        body: verifyPasswordResetOtpRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      await withFailureLimit({ db, request, reply, action: 'otp_verify', account: email }, () =>
        checkPasswordResetCode({ deps, email, code }),
      );
      return ok;
    },
  );

  app.post(
    '/public/api/change-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the reset code; every auth token of the user is revoked',
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, code, password } = request.body;
      await withFailureLimit({ db, request, reply, action: 'otp_verify', account: email }, () =>
        changePasswordWithCode({ deps, email, code, password }),
      );
      return ok;
    },
  );

  app.post(
    '/public/api/logout',
    {
      schema: {
        tags,
        summary: 'Revokes the auth token; it gets 401 from then on',
        body: logoutRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      const token = readAuthToken(request);
      if (!token) throw createUnauthenticatedError();
      await revokeAuthToken({ db, token });
      return ok;
    },
  );

  app.post(
    '/public/api/generate-otp-phone-number-update',
    {
      schema: {
        tags,
        summary: 'Sends a code to the new phone number of the caller',
        body: generateOtpPhoneNumberUpdateRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { phone } = request.body;
      await enforceAuthRateLimit({
        db,
        request,
        reply,
        action: 'otp_send',
        account: `user:${user.id}`,
      });
      await sendPhoneUpdateOtp({ deps, userId: user.id, phone });
      return ok;
    },
  );

  app.post(
    '/public/api/update-new-phone-number',
    {
      schema: {
        tags,
        summary: "Sets the caller's phone number with the code sent to it",
        body: updateNewPhoneNumberRequestSchema,
        response: { 200: updateNewPhoneNumberResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { phone, otp } = request.body;
      const data = await withFailureLimit(
        { db, request, reply, action: 'otp_verify', account: `user:${user.id}` },
        () =>
          updatePhoneWithOtp({
            deps,
            userId: user.id,
            phone,
            otp,
            keepToken: readAuthToken(request),
          }),
      );
      return { success: true as const, data };
    },
  );
};
