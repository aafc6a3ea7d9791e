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
  const background = isOperatorAway();
  if (!background) lastCountedCallAt = Date.now();
  try {
    const body = await apiPost<ApiSuccess<TData>>(
      `console/${call}`,
      { token: session?.auth_token, ...payload },
      background ? { headers: { [CONSOLE_BACKGROUND_HEADER]: '1' } } : {},
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession('expired');
    throw error;
  }
}

/** When the last call the server counts as the operator's (not background) was sent. */
let lastCountedCallAt = Date.now();
/** Input after this long without a counted call sends one, well inside the 30-minute limit. */
export const KEEP_ALIVE_AFTER_MS = 5 * 60_000;

/**
 * Someone filling a long form makes no calls, and the server would end their session after 30
 * minutes though they were typing all along. On the operator's input (key or pointer), when no
 * counted call went out for `KEEP_ALIVE_AFTER_MS`, one light call (get-stores) says they are here.
 */
export function keepSessionWhileWorking(now: number = Date.now()): void {
  if (!readSession() || now - lastCountedCallAt < KEEP_ALIVE_AFTER_MS) return;
  void consolePost('get-stores').catch(() => {});
}

if (typeof window !== 'undefined') {
  // Registered after operator-activity's listeners (imported above), so the call is counted.
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, () => keepSessionWhileWorking(), {
      capture: true,
      passive: true,
    });
  }
}

/** The message to show for a failed call: the server's own words when it sent the error shape. */
export function errorMessage(error: unknown): string {
  const waiting = rateLimitedText(error, 'Too many attempts, try again in {seconds} seconds.');
  if (waiting) return waiting;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
