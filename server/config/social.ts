import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { urlWithProtocol } from './urls.ts';

/** The real issuers; the `*_ISSUER` variables replace them only for a stand-in provider in tests. */
export const DEFAULT_ISSUERS = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  /** `{tenant}` is MICROSOFT_TENANT. */
  microsoft: 'https://login.microsoftonline.com/{tenant}/v2.0',
} as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer: https, or http on this machine only (a stand-in provider in tests and local trying). */
const issuer = urlWithProtocol(['http', 'https'], 'moet beginnen met https://').refine((value) => {
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK.has(url.hostname);
}, 'moet beginnen met https:// (http:// alleen voor een testdienst op deze machine: localhost of 127.0.0.1)');

const text = z.string().trim().min(1);

/**
 * MICROSOFT_TENANT: `common` (work, school and personal accounts: the default), `organizations`, `consumers`,
 * or one organisation's tenant id or domain.
 */
const tenant = z
  .string()
  .trim()
  .regex(
    /^(common|organizations|consumers|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9-]+(\.[a-z0-9-]+)+)$/i,
    'moet common, organizations, consumers, een tenant-id (GUID) of een domeinnaam zijn',
  );

/** The `.p8` key Apple gives (PEM, PKCS #8, P-256); `\n` written out in one line is accepted too. */
export function applePrivateKeyPem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

const applePrivateKey = z
  .string()
  .trim()
  .min(1)
  .refine((value) => {
    try {
      const key = createPrivateKey(applePrivateKeyPem(value));
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
    } catch {
      return false;
    }
  }, 'moet de privésleutel (.p8, PEM, P-256) van Apple zijn, met de regels BEGIN PRIVATE KEY en END PRIVATE KEY');

/** Environment variables of "Inloggen met Apple, Google of Microsoft" (README); all optional. */
export const socialEnvShape = {
  GOOGLE_CLIENT_ID: text.optional(),
  GOOGLE_CLIENT_SECRET: text.optional(),
  GOOGLE_ISSUER: issuer.optional(),
  MICROSOFT_CLIENT_ID: text.optional(),
  MICROSOFT_CLIENT_SECRET: text.optional(),
  MICROSOFT_TENANT: tenant.default('common'),
  MICROSOFT_ISSUER: issuer.optional(),
  APPLE_CLIENT_ID: text.optional(),
  APPLE_TEAM_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'moet de Team ID van Apple zijn (10 hoofdletters en cijfers)')
    .optional(),
  APPLE_KEY_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'moet de Key ID van Apple zijn (10 hoofdletters en cijfers)')
    .optional(),
  APPLE_PRIVATE_KEY: applePrivateKey.optional(),
  APPLE_ISSUER: issuer.optional(),
};

type SocialEnv = { [K in keyof typeof socialEnvShape]: z.infer<(typeof socialEnvShape)[K]> };

/** Which variables each provider needs: all of them, or none (then it is not offered). */
export const SOCIAL_REQUIRED = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  microsoft: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
} as const satisfies Record<string, readonly (keyof SocialEnv)[]>;

const LABELS = { apple: 'Apple', google: 'Google', microsoft: 'Microsoft' } as const;

/** A provider configured by halves is a mistake worth stopping for: each missing variable is named. */
export function checkSocialEnv(env: Partial<SocialEnv>, context: z.RefinementCtx): void {
  for (const [provider, names] of Object.entries(SOCIAL_REQUIRED)) {
    const set = names.filter((name) => env[name] !== undefined);
    if (set.length === 0 || set.length === names.length) continue;
    for (const name of names.filter((candidate) => env[candidate] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `ontbreekt: ${set.join(', ')} ${set.length === 1 ? 'is' : 'zijn'} gezet, dus Inloggen met ${LABELS[provider as keyof typeof LABELS]} heeft ook ${name} nodig (of laat ze allemaal weg)`,
      });
    }
  }
}
