import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, pagedResponseSchema } from '@app/shared/console/admin.schemas';
import {
  auditListRequestSchema,
  outboxListRequestSchema,
  outboxListResponseSchema,
  outboxRetryRequestSchema,
  outboxRetryResponseSchema,
  reportRequestSchema,
  reportResponseSchema,
} from '@app/shared/console/admin-orders.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AUDIT_SORT_COLUMNS, listAuditEntries } from '../audit/audit.repository';
import {
  OUTBOX_SORT_COLUMNS,
  listOutbox,
  retryOutboxMessage,
} from '../messages/outbox-admin.usecases';
import { createBadSortError } from '../orders/admin-orders.errors';
import { platformDayEnd, platformDayStart } from '../orders/admin-orders.repository';
import { buildReport } from '../orders/order-reports.usecases';
import { auditChange } from './console-route-helpers';

const tags = ['console'];
const prefix = '/public/api/console/admin';

function sortKey<T extends object>(columns: T, sort: string | undefined, fallback: keyof T) {
  if (sort === undefined) return fallback;
  if (!(sort in columns)) throw createBadSortError();
  return sort as keyof T;
}

const range = (body: { from?: string; to?: string }) => ({
  fromInstant: body.from ? platformDayStart(body.from) : undefined,
  toInstant: body.to ? platformDayEnd(body.to) : undefined,
});

/**
 * The outbox (mail and SMS, retry), the audit log and the reports (issue 17). Registered with the
 * configuration: a retry sends through the configured providers.
 */
export const consoleRecordsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    `${prefix}/outbox`,
    {
      config: { access: { admin: 'outbox' } },
      schema: {
        tags,
        summary: 'Mail and SMS sent or waiting: by channel, state, recipient (q) and dates',
        body: outboxListRequestSchema,
        response: { 200: outboxListResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { rows, total } = await listOutbox(db, {
        channel: body.channel,
        state: body.state,
        q: body.q,
        ...range(body),
        sort: sortKey(OUTBOX_SORT_COLUMNS, body.sort, 'created_at'),
        dir: body.dir,
        limit: body.per_page,
        offset: (body.page - 1) * body.per_page,
      });
      return {
        success: true as const,
        data: { rows, total, page: body.page, per_page: body.per_page },
      };
    },
  );

  app.post(
    `${prefix}/outbox/retry`,
    {
      config: { access: { admin: 'outbox' } },
      schema: {
        tags,
        summary: 'Send a failed or unsent message again through the configured provider',
        body: outboxRetryRequestSchema,
        response: { 200: outboxRetryResponseSchema },
      },
    },
    async (request) => {
      const { before, after } = await retryOutboxMessage({ db, config, id: request.body.id });
      const state = (row: typeof before) => ({
        state: row.state,
        attempts: row.attempts,
        error: row.error,
      });
      await auditChange(db, request, {
        action: 'console.outbox.retry',
        details: { outbox_id: before.id, channel: before.channel, to: before.to },
        before: state(before),
        after: state(after),
      });
      return { success: true as const, data: after };
    },
  );

  app.post(
    `${prefix}/audit`,
    {
      config: { access: { admin: 'audit' } },
      schema: {
        tags,
        summary: 'The audit log: by actor, action prefix and dates, newest first',
        body: auditListRequestSchema,
        response: { 200: pagedResponseSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const { rows, total } = await listAuditEntries(db, {
        actorId: body.actor_id,
        actionPrefix: body.action,
        q: body.q,
        ...range(body),
        sort: sortKey(AUDIT_SORT_COLUMNS, body.sort, 'created_at'),
        dir: body.dir,
        limit: body.per_page,
        offset: (body.page - 1) * body.per_page,
      });
      return {
        success: true as const,
        data: {
          rows: rows.map((row) => ({
            id: row.id,
            actor:
              row.actor_user_id === null
                ? null
                : { id: row.actor_user_id, name: row.actor_name ?? `#${row.actor_user_id}` },
            action: row.action,
            target_user_id: row.target_user_id,
            details: row.details,
            ip: row.ip,
            created_at: new Date(row.created_at).toISOString(),
          })),
          total,
          page: body.page,
          per_page: body.per_page,
        },
      };
    },
  );

  app.post(
    `${prefix}/reports`,
    {
      config: { access: { admin: 'reports' } },
      schema: {
        tags,
        summary: 'Sales by store or day, rider payouts, coupon cost; with CSV',
        body: reportRequestSchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await buildReport(db, request.body) }),
  );
};
