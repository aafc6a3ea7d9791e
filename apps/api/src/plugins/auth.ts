import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONSOLE_BACKGROUND_HEADER } from '@app/shared/console/admin.schemas';
import { createUnauthenticatedError, createUserMismatchError } from '../lib/errors';

/** The caller as the auth plugin knows it; the accounts module finds it from a token. */
export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string | null;
  role: 'customer' | 'rider' | 'store_owner' | 'agent' | 'admin';
  /** An admin's console areas; null is every area. Meaningless for other roles. */
  adminPermissions?: readonly string[] | null;
}

/**
 * The user a token belongs to, or null when it is unknown, expired or revoked (an idle admin's
 * too), or the user is banned. `background`: the lookup is no activity of the user (decision 014).
 */
export type FindUserByAuthToken = (
  token: string,
  options?: { background?: boolean },
) => Promise<AuthenticatedUser | null>;

/** The one thing the plugin needs from accounts; app.ts (the composition root) passes it in. */
export interface AuthPluginOptions {
  findUserByAuthToken: FindUserByAuthToken;
}

declare module 'fastify' {
  interface FastifyInstance {
    findUserByAuthToken: FindUserByAuthToken;
  }
  interface FastifyRequest {
    /** The memoised lookup of this request's caller. */
    authUserLookup?: Promise<AuthenticatedUser | null>;
  }
}

/**
 * Who is calling: the token from the JSON body (`token`, as the spec's clients send it) or an
 * `Authorization: Bearer <token>` header. The server never trusts a `user_id` from the body: the
 * token decides, and a body `user_id` naming someone else is refused (403 auth.user_mismatch).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { findUserByAuthToken }: AuthPluginOptions) => {
    app.decorate('findUserByAuthToken', findUserByAuthToken);
  },
);

export function readAuthToken(request: FastifyRequest): string | null {
  const body = request.body;
  if (body && typeof body === 'object' && 'token' in body) {
    const token = (body as { token?: unknown }).token;
    if (typeof token === 'string' && token.length > 0) return token;
  }
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The caller, or null for a guest (no token, or a token that is expired, revoked or banned). A
 * call marked `x-console-background: 1` (the console refreshing a page by itself) does not count
 * as the admin's activity; a client that lies about it only shortens its own session.
 */
export function getOptionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  request.authUserLookup ??= (async () => {
    const token = readAuthToken(request);
    const background = request.headers[CONSOLE_BACKGROUND_HEADER] === '1';
    return token ? request.server.findUserByAuthToken(token, { background }) : null;
  })();
  return request.authUserLookup;
}

/** The body's `user_id` as sent (number or numeric string), or null when there is none. */
export function readBodyUserId(request: FastifyRequest): string | null {
  const body = request.body;
  if (!body || typeof body !== 'object' || !('user_id' in body)) return null;
  const userId = (body as { user_id?: unknown }).user_id;
  if (typeof userId === 'number' || typeof userId === 'string') return String(userId).trim();
  return null;
}

/**
 * The caller: 401 auth.unauthenticated when the token is missing or no longer valid, and 403
 * auth.user_mismatch when the body's `user_id` names someone other than the token's user
 * (ARCHITECTURE §4: the token decides; a mismatching user_id is refused, never followed).
 */
export async function requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await requireCaller(request);
  const bodyUserId = readBodyUserId(request);
  if (bodyUserId !== null && bodyUserId !== '' && bodyUserId !== String(user.id)) {
    throw createUserMismatchError();
  }
  return user;
}

/**
 * The caller by token alone, for the calls whose body `user_id` names someone else on purpose
 * (an agent or admin acting for a customer); every other call uses `requireUser`.
 */
export async function requireCaller(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await getOptionalUser(request);
  if (!user) throw createUnauthenticatedError();
  return user;
}
