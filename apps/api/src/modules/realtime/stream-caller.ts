import type { FastifyRequest } from 'fastify';
import { readAuthToken, type AuthenticatedUser } from '../../plugins/auth';
import { createUnauthenticatedError } from '../accounts/accounts.errors';

export interface StreamCaller {
  user: AuthenticatedUser;
  /**
   * An admin's stream asks this at each keep-alive ping: false once the token is revoked, expired
   * or idle (decision 014), the admin is banned, or `stillAllowed` no longer holds. Null for the
   * other roles, whose streams are checked only when they open.
   */
  recheck: (() => Promise<boolean>) | null;
}

/**
 * The caller of a stream. EventSource cannot send headers: streams take the token as `?token=`,
 * else as usual. Opening a stream and checking it again are background lookups: an EventSource
 * reconnects by itself, and an open page is no sign that anyone is at the keyboard.
 */
export async function streamCaller(
  request: FastifyRequest,
  stillAllowed: (user: AuthenticatedUser) => boolean = () => true,
): Promise<StreamCaller> {
  const query = request.query as { token?: unknown } | undefined;
  const token =
    typeof query?.token === 'string' && query.token.length > 0
      ? query.token
      : readAuthToken(request);
  const lookup = () =>
    token ? request.server.findUserByAuthToken(token, { background: true }) : null;
  const user = await lookup();
  if (!user) throw createUnauthenticatedError();
  const recheck =
    user.role === 'admin'
      ? async () => {
          const again = await lookup();
          return again !== null && again.id === user.id && stillAllowed(again);
        }
      : null;
  return { user, recheck };
}
