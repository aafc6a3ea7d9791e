/**
 * The graceful drain's `reconnect` event (STREAM_EVENTS.reconnect, data `{ retry_ms }`): no zod
 * here, so the web app and the console can import it without the schema library.
 */

/** The most a client is asked to wait; the server spreads its streams' hints up to this. */
export const STREAM_RECONNECT_HINT_MAX_MS = 2_000;

/** The wait a `reconnect` event's data asks for, kept within 0-10 s whatever it says. */
export function reconnectDelayMs(data: unknown): number {
  try {
    const value = (JSON.parse(String(data)) as { retry_ms?: unknown }).retry_ms;
    return typeof value === 'number' && value >= 0 ? Math.min(value, 10_000) : 1_000;
  } catch {
    return 1_000;
  }
}
