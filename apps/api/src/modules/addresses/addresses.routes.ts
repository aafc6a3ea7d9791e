import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdRequestSchema,
  addressListResponseSchema,
  getAddressesRequestSchema,
  saveAddressRequestSchema,
} from '@app/shared/addresses/addresses.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { getAddresses, makeDefaultAddress, removeAddress, saveAddress } from './addresses.usecases';

/** Every call answers the caller's full list, default first, so the client replaces its copy. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['addresses'];
  const response = { 200: addressListResponseSchema };

  app.post(
    '/public/api/get-addresses',
    {
      schema: {
        tags,
        summary: "The caller's saved addresses",
        body: getAddressesRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getAddresses({ db, userId: user.id }) };
    },
  );

  app.post(
    '/public/api/save-address',
    {
      schema: {
        tags,
        summary: 'Adds an address, or edits one of the caller’s own when id is given',
        body: saveAddressRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await saveAddress({ db, userId: user.id, input: request.body });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/delete-address',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s addresses',
        body: addressIdRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await removeAddress({ db, userId: user.id, addressId: request.body.address_id });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/set-default-address',
    {
      schema: {
        tags,
        summary: 'Makes one of the caller’s addresses the only default',
        body: addressIdRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await makeDefaultAddress({
        db,
        userId: user.id,
        addressId: request.body.address_id,
      });
      return { success: true as const, data };
    },
  );
};
