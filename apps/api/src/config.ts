import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The environment, parsed in one place. Everything else receives a `Config`. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>` when set; unset, it answers
   * loopback callers that no proxy relayed, and 404 to everyone else (docs/observability.md).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** The built customer PWA; not served when the folder does not exist. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built operator console, served under /console; not served when the folder does not exist. */
  CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
  /**
   * The largest request body. Photos (a parcel, a proof at the drop) are data URLs of up to
   * 600,000 characters, so at least 640 KiB.
   */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(640 * 1024, 'at least 655360: photos are up to 600,000 characters')
    .default(1024 * 1024),
  /**
   * Where customers reach the app (https://swiftbite.example), without a trailing slash: the
   * start of links sent by SMS (a courier recipient's tracking page). Unset: the SMS carries the
   * path alone.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** A Nominatim-compatible geocoder (e.g. https://nominatim.openstreetmap.org); offline when absent. */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_USER_AGENT: z.string().default('swiftbite/0.1 (self-hosted)'),
  /**
   * How many reverse proxies stand in front of the API (0: none). The client address is taken
   * that many hops from the right of X-Forwarded-For, so a client cannot forge it. 'true' means 1,
   * 'false' 0.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'a hop count (0, 1, 2...) or true/false')
    .default('0')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** How long store-list candidates stay in memory; console edits show in lists within this. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How often confirmed scheduled orders due at their slot go to the store (0: never; unset, 30 s,
   * and never in tests, which release with their own clock), and how long before the slot.
   */
  SCHEDULED_RELEASE_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  SCHEDULED_RELEASE_LEAD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  /** The most orders one console CSV export holds; past it the export says it was cut short. */
  ORDERS_CSV_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /**
   * Free failed sign-ins (password or code) per account and client address before the pair waits
   * 30 s, doubling per failure; also code and mail sends a minute per account.
   */
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins a minute from one client address across accounts (NAT: keep it generous). */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Development and tests only: POST /public/api/dev/outbox reads the outbox. Never in production. */
  DEV_OUTBOX_ENABLED: booleanString.default(false),
  /** Seed the demo data into an empty database at start-up. */
  SEED_DEMO_DATA: booleanString.default(true),
  /** SMTP for mail (e.g. smtps://user:pass@host:465); without it mail waits in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Swiftbite <no-reply@localhost>'),
  /** SMS gateway; 'none' keeps every SMS in the outbox table. */
  SMS_PROVIDER: z.enum(['none', 'twilio', 'http']).default('none'),
  /** The sender number or name (Twilio `From`). */
  SMS_FROM: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Twilio's API base; tests and Twilio-compatible gateways point it elsewhere. */
  SMS_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** SMS_PROVIDER http: POST {to, body} as JSON here, with SMS_HTTP_TOKEN as a bearer token. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /**
   * S3-compatible avatar storage, used when the endpoint, bucket and both keys are set; avatars
   * stay under DATA_DIR/uploads/avatars otherwise. S3_PUBLIC_URL is the base of the avatar URLs
   * (a CDN or the public bucket URL; the bucket URL itself when absent).
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  /** Keys OTP hashes (HMAC); unset: a random key made on first start, kept as a private setting. */
  OTP_SECRET: z.string().min(16).optional(),
  /** Google sign-in: ID tokens are verified against these keys and this audience. */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /**
   * Origins, comma-separated, that checkout may post a payment form to besides Paytm's and PayU's
   * own (CSP form-action): a provider-compatible test server, as the payment journeys run.
   */
  PAYMENT_FORM_ORIGINS: z.string().default(''),
  /** The contact push services see on every Web Push (VAPID `sub`): a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default('mailto:admin@localhost'),
  /**
   * Generate the VAPID key pair at start-up when none is stored. Unset means yes, except under
   * NODE_ENV=test, where fixtures keep exactly the settings they seed.
   */
  VAPID_KEYS_ON_START: booleanString.optional(),
  /** How often the payment reconciler asks providers about unpaid orders (0: never). */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * How long an online order waits for its webhook before the reconciler asks the provider (a
   * webhook normally arrives within seconds; the chaos checks set 0 to see recovery at once).
   */
  PAYMENT_RECONCILE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  /** Real-time streams: the comment line that keeps idle streams open (contract: 25 s). */
  REALTIME_PING_INTERVAL_MS: z.coerce.number().int().min(1000).default(25_000),
  /** How long a rider's orders under way are remembered when fanning out positions. */
  REALTIME_RIDER_ORDERS_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * The customer's in-app notification and Web Push on every order status change (made once
   * across instances). Off only for instances that must not write (benchmarks).
   */
  REALTIME_NOTIFICATIONS: booleanString.default(true),
});

/** A chosen SMS gateway without its settings is a start-up error, not silently undelivered codes. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  const required = {
    none: [],
    twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'],
    http: ['SMS_HTTP_URL'],
  } as const;
  for (const name of required[config.SMS_PROVIDER]) {
    if (!config[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `required when SMS_PROVIDER is ${config.SMS_PROVIDER}`,
      });
    }
  }
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
