import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatedRequestSchema,
  changeAvatarRequestSchema,
  checkBanResponseSchema,
  deleteMyAccountRequestSchema,
  deleteMyAccountResponseSchema,
  updateTaxNumberRequestSchema,
  updateUserInfoRequestSchema,
  userProfileResponseSchema,
} from '@app/shared/profile/profile.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { contentTypeOfExtension } from './avatar-storage';
import { selectAvatarStorage } from './select-avatar-storage';
import { readAuthToken, requireUser } from '../../plugins/auth';
import { createAvatarNotFoundError } from './profile.errors';
import { withFailureLimit } from '../accounts/rate-limits.usecases';
import { createMessageSenderFromConfig } from '../messages/messages.usecases';
import {
  changeAvatar,
  checkBan,
  deleteMyAccount,
  updateTaxNumber,
  updateUserInfo,
} from './profile.usecases';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const { storage: avatarStorage, disk: diskAvatars } = selectAvatarStorage(config);
  const tags = ['profile'];
  const sendMessage = createMessageSenderFromConfig({
    db,
    config,
    onError: (error, message) =>
      app.log.warn({ err: error, channel: message.channel }, 'message delivery failed'),
  });

  app.post(
    '/public/api/update-user-info',
    {
      schema: {
        tags,
        summary: "The caller's fresh user payload; optionally changes the name and email",
        body: updateUserInfoRequestSchema,
        response: { 200: userProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { name, email, current_password: currentPassword } = request.body;
      const update = () =>
        updateUserInfo({
          db,
          userId: user.id,
          name,
          email,
          currentPassword,
          keepToken: readAuthToken(request),
          sendMessage,
        });
      // A password check is guessed against like a login: the same failure limits.
      const data =
        currentPassword === undefined
          ? await update()
          : await withFailureLimit(
              { db, request, reply, action: 'password_check', account: `user:${user.id}` },
              update,
            );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/change-avatar',
    {
      // A 1 MB image is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Sets the avatar from a base64 data URL (PNG, JPEG or WebP, at most 1 MB)',
        body: changeAvatarRequestSchema,
        response: { 200: userProfileResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await changeAvatar({
        db,
        userId: user.id,
        avatar: request.body.avatar,
        avatarStorage,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/uploads/avatars/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = await diskAvatars.read(file);
      if (!bytes) throw createAvatarNotFoundError();
      const ext = file.slice(file.lastIndexOf('.') + 1);
      // Names are random and never reused: a new avatar is a new URL, so caching forever is safe.
      return reply
        .header('content-type', contentTypeOfExtension[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.post(
    '/public/api/update-tax-number',
    {
      schema: {
        tags,
        summary: "Saves the caller's VAT number (an empty text clears it)",
        body: updateTaxNumberRequestSchema,
        response: { 200: userProfileResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await updateTaxNumber({
        db,
        userId: user.id,
        taxNumber: request.body.tax_number,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/delete-my-account',
    {
      schema: {
        tags,
        summary: 'Anonymises the account, logs out everywhere; needs the password or confirm: true',
        body: deleteMyAccountRequestSchema,
        response: { 200: deleteMyAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await withFailureLimit(
        { db, request, reply, action: 'password_check', account: `user:${user.id}` },
        () =>
          deleteMyAccount({
            db,
            userId: user.id,
            password: request.body.password,
            confirm: request.body.confirm,
            avatarStorage,
            ip: request.ip,
          }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/check-ban',
    {
      schema: {
        tags,
        summary: 'Whether the caller is banned',
        body: authenticatedRequestSchema,
        response: { 200: checkBanResponseSchema },
      },
    },
    async (request) => {
      const data = await checkBan({
        db,
        token: readAuthToken(request),
        userId: request.body.user_id,
      });
      return { success: true as const, data };
    },
  );
};
