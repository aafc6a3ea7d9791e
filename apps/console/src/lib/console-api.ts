import { CONSOLE_BACKGROUND_HEADER } from '@app/shared/console/admin.schemas';
import { ApiError, apiPost, rateLimitedText, type ApiSuccess } from './api-client';
import { isOperatorAway } from './operator-activity';
import { clearSession, readSession } from './session';

/**
 * Posts to `POST /public/api/console/<call>` with the operator's token in the body, as the contract
 * says. A call made while nobody touches the console (a poll, a reload after a stream event) is
 * marked background, so it does not keep an admin session alive (decision 014). A refused token
 * (401) ends the session, background call or not, so the router shows the log-in screen.
 */
export async function consolePost<TData>(call: string, payload: object = {}): Promise<TData> {
  const session = readSession();
  try {
    const body = await apiPost<ApiSuccess<TData>>(
      `console/${call}`,
      { token: session?.auth_token, ...payload },
      isOperatorAway() ? { headers: { [CONSOLE_BACKGROUND_HEADER]: '1' } } : {},
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession('expired');
    throw error;
  }
}

/** The message to show for a failed call: the server's own words when it sent the error shape. */
export function errorMessage(error: unknown): string {
  const waiting = rateLimitedText(error, 'Too many attempts, try again in {seconds} seconds.');
  if (waiting) return waiting;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
