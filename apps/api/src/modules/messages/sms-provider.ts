export interface OutgoingSms {
  to: string;
  body: string;
}

/** Something that delivers SMS; throws when it could not (SMS_PROVIDER twilio or http). */
export type SmsProvider = (sms: OutgoingSms) => Promise<void>;

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Twilio's REST API: a form-encoded POST to Accounts/{sid}/Messages.json with basic auth.
 * `baseUrl` is https://api.twilio.com unless SMS_API_BASE_URL points elsewhere.
 */
export function createTwilioSmsProvider({
  baseUrl,
  accountSid,
  authToken,
  from,
}: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}): SmsProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return async ({ to, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await ensureOk({ response, gateway: 'Twilio' });
  };
}

/** Any gateway that takes a JSON POST `{ to, body }`, optionally with a bearer token. */
export function createHttpSmsProvider({
  url,
  token,
}: {
  url: string;
  token?: string;
}): SmsProvider {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return async ({ to, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await ensureOk({ response, gateway: 'The SMS gateway' });
  };
}

/** The outbox keeps this message as the delivery error, so it names the status and the reason. */
async function ensureOk({ response, gateway }: { response: Response; gateway: string }) {
  if (response.ok) return;
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  throw new Error(`${gateway} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}
