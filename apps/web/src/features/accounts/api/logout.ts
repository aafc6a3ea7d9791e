import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** Revokes the auth token on the server. */
export async function logout(input: { token: string }): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('logout', input);
}
