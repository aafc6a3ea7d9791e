/**
 * The one API client of the browser apps (the customer PWA and the console). Every call is
 * `POST /public/api/<call>` with a JSON body and answers `{ success: true, data }` or
 * `{ success: false, error: { code, message, issues? } }`. Plain fetch, no React, no zod.
 */

export interface ApiErrorIssue {
  path: string;
  message: string;
}

/**
 * A failed call. A class because it is an `Error` (stack traces, `instanceof` in catch blocks);
 * callers branch on `code`, never on `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Dotted error code from the server, or `network.unreachable` / `http.<status>` from here. */
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly issues: ApiErrorIssue[] | undefined;
  /** The parsed response body (or its raw text), kept so callers can log what the server said. */
  readonly body: unknown;
  /** Seconds to wait, from a refusal's `retry-after` header (429 auth.rate_limited). */
  readonly retryAfterSeconds: number | undefined;

  constructor(input: {
    code: string;
    message: string;
    status: number;
    issues?: ApiErrorIssue[] | undefined;
    body?: unknown;
    retryAfterSeconds?: number | undefined;
  }) {
    super(input.message);
    this.code = input.code;
    this.status = input.status;
    this.issues = input.issues;
    this.body = input.body;
    this.retryAfterSeconds = input.retryAfterSeconds;
  }
}

export interface ApiSuccess<TData> {
  success: true;
  data: TData;
}

export const API_BASE = '/public/api';

/**
 * Posts `payload` to a call and resolves with the whole success body, so calls that answer more
 * than `data` (coordinate-to-address also sends `place`) keep it. Rejects with an `ApiError`.
 */
export async function apiPost<TResponse extends ApiSuccess<unknown>>(
  call: string,
  payload: object = {},
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<TResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...options.headers,
      },
      body: JSON.stringify(payload),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      code: 'network.unreachable',
      message: 'The server could not be reached',
      status: 0,
      body: String(cause),
    });
  }

  const text = await response.text();
  const body = parseJson(text);

  if (isSuccessBody(body) && response.ok) return body as TResponse;

  const error = readErrorShape(body);
  throw new ApiError({
    code: error?.code ?? `http.${response.status}`,
    message: error?.message ?? (response.statusText || 'Request failed'),
    status: response.status,
    issues: error?.issues,
    body: body ?? text,
    retryAfterSeconds: readRetryAfter(response.headers.get('retry-after')),
  });
}

function readRetryAfter(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The truth about a refused attempt: `template` ("Too many attempts, try again in {seconds}
 * seconds") filled from the 429's retry-after; null when `error` is not a rate limit. Every
 * sign-in form (customer, rider, console) says it the same way.
 */
export function rateLimitedText(error: unknown, template: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return template.replace('{seconds}', String(error.retryAfterSeconds ?? 60));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isSuccessBody(body: unknown): body is ApiSuccess<unknown> {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true
  );
}

function readErrorShape(
  body: unknown,
): { code: string; message: string; issues?: ApiErrorIssue[] } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, issues } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return { code, message, issues: Array.isArray(issues) ? (issues as ApiErrorIssue[]) : undefined };
}
