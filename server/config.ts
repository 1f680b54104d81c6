import { z } from 'zod';
import { applyDutchValidationMessages } from './http/zod-messages.ts';
import { checkSocialEnv, socialEnvShape } from './config/social.ts';
import { trustProxySchema } from './config/trust-proxy.ts';
import { appUrlSchema, databaseUrlSchema, redisUrlSchema } from './config/urls.ts';
import { checkDelivery, deliverySchema } from './config/delivery.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** APP_KEY: standard base64 of at least 32 random bytes (e.g. `openssl rand -base64 32`). */
const appKey = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'moet base64 zijn (maak er een met: openssl rand -base64 32)')
  .refine(
    (value) => Buffer.from(value, 'base64').length >= 32,
    'moet minstens 32 bytes bevatten (maak er een met: openssl rand -base64 32)',
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_NAME: z.string().min(1).default('Zorgportaal'),
  APP_URL: appUrlSchema.optional(),
  DATABASE_URL: databaseUrlSchema.optional(),
  /**
   * Longest a request's SQL statement may run on PostgreSQL, in ms (0: no limit); longer ones end with 503
   * (server/db/client.ts). Migrations and the CLI commands are not limited.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: redisUrlSchema.optional(),
  /** Put before every key this server writes in Redis, so deployments sharing one Redis keep apart. */
  REDIS_KEY_PREFIX: z.string().min(1).default('zorgportaal:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which X-Forwarded-* hops to believe: see server/config/trust-proxy.ts for the safe choices. */
  TRUST_PROXY: trustProxySchema.default(false),
  SEED_DEMO: booleanFromEnv.optional(),
  /** Key for signing (XSRF tokens …); when absent one is generated once and kept in app_settings. */
  APP_KEY: appKey.optional(),
  /**
   * The OAuth provider's signing keys as JSON `{ "keys": [private JWK, …] }`; when absent one RSA key is generated
   * on first start and kept in app_settings (server/oauth/keys.ts).
   */
  OIDC_JWKS: z.string().optional(),
  /**
   * Keep sessions in memory between requests (PostgreSQL only; server/session-cache/session-cache.ts). A change made through
   * any instance still counts from the next request on every instance: writes wait until every instance has heard
   * them (docs/decisions.md, "Session and permission cache"). `false` reads the session on every request.
   */
  SESSION_CACHE: booleanFromEnv.default(true),
  /** Ceiling of /api and /oidc requests per client IP per minute (0 turns it off); routes add stricter limits. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Mail and SMS delivery (server/notify): SMTP_URL, MAIL_FROM, SMS_PROVIDER, SMS_FROM, TWILIO_*. */
  ...deliverySchema,
  /** Apple, Google, Microsoft sign-in (README "Inloggen met Apple, Google of Microsoft"): config/social.ts. */
  ...socialEnvShape,
});

/** With the rules across variables (what production and an SMS provider need, complete social providers). */
const checkedConfigSchema = configSchema.superRefine(checkDelivery).superRefine(checkSocialEnv);

export type EnvConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<EnvConfig, 'APP_URL' | 'SEED_DEMO'> {
  APP_URL: string;
  SEED_DEMO: boolean;
  production: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad variable gives an error naming it. */
export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  applyDutchValidationMessages();
  const parsed = checkedConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie in de omgeving:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    SEED_DEMO: value.SEED_DEMO ?? value.NODE_ENV !== 'production',
    production: value.NODE_ENV === 'production',
  };
}
