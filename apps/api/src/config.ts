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
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** The built customer PWA; not served when the folder does not exist. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** A Nominatim-compatible geocoder (e.g. https://nominatim.openstreetmap.org); offline when absent. */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_USER_AGENT: z.string().default('swiftbite/0.1 (self-hosted)'),
  TRUST_PROXY: booleanString.default(false),
  /** How long store-list candidates stay in memory; console edits show in lists within this. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Login, OTP and reset attempts a minute per account and per client address (issue 4: 5). */
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Development and tests only: POST /public/api/dev/outbox reads the outbox. Never in production. */
  DEV_OUTBOX_ENABLED: booleanString.default(false),
  /** Seed the demo data into an empty database at start-up. */
  SEED_DEMO_DATA: booleanString.default(true),
  /** SMTP for mail (e.g. smtps://user:pass@host:465); without it mail waits in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Swiftbite <no-reply@localhost>'),
  /** SMS gateway; 'none' keeps every SMS in the outbox table. */
  SMS_PROVIDER: z.enum(['none']).default('none'),
  /** Keys OTP hashes (HMAC); set it in production so a leaked table reveals no codes. */
  OTP_SECRET: z.string().min(16).optional(),
  /** Google sign-in: ID tokens are verified against these keys and this audience. */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_CLIENT_ID: z.string().optional(),
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
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
