import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginAsCustomerRequestSchema,
  agentLoginAsCustomerRequestSchema,
  customerLoginResponseSchema,
  registerGuestUserRequestSchema,
} from '@app/shared/agents/agents.schemas';
import type { Database } from '../../db/client';
import { requireCaller } from '../../plugins/auth';
import { createCustomerRequiredError } from './agents.errors';
import { ensureMayImpersonate, logInAsCustomer, registerGuestUser } from './agents.usecases';

export const agentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['agents'];

  app.post(
    '/public/callandorder/login-as-customer',
    {
      schema: {
        tags,
        summary: "Phone-order agent: the customer's login payload, found by phone or user_id",
        body: agentLoginAsCustomerRequestSchema,
        response: { 200: customerLoginResponseSchema },
      },
    },
    async (request) => {
      const actor = await requireCaller(request);
      return logInAsCustomer({
        db,
        actor,
        userId: request.body.user_id,
        phone: request.body.phone,
        action: 'impersonation.agent',
        ip: request.ip,
      });
    },
  );

  app.post(
    '/public/callandorder/register-guest-user',
    {
      schema: {
        tags,
        summary: 'Phone-order agent: creates a customer without a password and logs in as them',
        body: registerGuestUserRequestSchema,
        response: { 200: customerLoginResponseSchema },
      },
    },
    async (request) => {
      const actor = await requireCaller(request);
      const { name, phone, email } = request.body;
      return registerGuestUser({ db, actor, name, phone, email, ip: request.ip });
    },
  );

  app.post(
    '/public/api/auth/login-as-customer',
    {
      schema: {
        tags,
        summary: 'Admin or agent impersonation (the PWA route /auth/login-as-customer/{id})',
        body: adminLoginAsCustomerRequestSchema,
        response: { 200: customerLoginResponseSchema },
      },
    },
    async (request) => {
      const actor = await requireCaller(request);
      // Refused before the body is looked at: an admin needs the customers area.
      ensureMayImpersonate(actor);
      if (request.body.user_id === undefined) throw createCustomerRequiredError();
      return logInAsCustomer({
        db,
        actor,
        userId: request.body.user_id,
        action: 'impersonation.admin',
        ip: request.ip,
      });
    },
  );
};
