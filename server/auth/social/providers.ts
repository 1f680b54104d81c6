import type { Config } from '../../config.ts';
import { DEFAULT_ISSUERS, SOCIAL_REQUIRED } from '../../config/social.ts';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '../../../contract/enums.ts';
import { appleClientSecret, appleKeyObject, type AppleKey } from './apple-client-secret.ts';

/** How we talk to one provider, from the configuration. */
export interface SocialProvider {
  id: IdentityProvider;
  /** The brand name in messages ("Inloggen met Google"). */
  label: string;
  /** Where OpenID Connect discovery starts (`<issuer>/.well-known/openid-configuration`). */
  issuer: URL;
  clientId: string;
  /** The client secret for one token request (Apple's is a fresh signed JWT each time). */
  clientSecret(): string;
  scope: string;
  /** Apple posts its answer (`form_post`), the others redirect with a query. */
  responseMode: 'query' | 'form_post';
}

export const PROVIDER_LABELS: Record<IdentityProvider, string> = {
  apple: 'Apple',
  google: 'Google',
  microsoft: 'Microsoft',
};

type SocialConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'MICROSOFT_CLIENT_ID'
  | 'MICROSOFT_CLIENT_SECRET'
  | 'MICROSOFT_TENANT'
  | 'MICROSOFT_ISSUER'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_TEAM_ID'
  | 'APPLE_KEY_ID'
  | 'APPLE_PRIVATE_KEY'
  | 'APPLE_ISSUER'
>;

function isConfigured(config: SocialConfig, id: IdentityProvider): boolean {
  return SOCIAL_REQUIRED[id].every((name) => config[name] !== undefined);
}

const cache = new WeakMap<object, Map<IdentityProvider, SocialProvider>>();

/** The providers with a complete configuration, in the order apple, google, microsoft. */
export function configuredProviders(config: SocialConfig): SocialProvider[] {
  let providers = cache.get(config);
  if (!providers) {
    providers = new Map();
    for (const id of IDENTITY_PROVIDERS) {
      if (isConfigured(config, id)) providers.set(id, build(config, id));
    }
    cache.set(config, providers);
  }
  return [...providers.values()];
}

/** The provider's settings, or null when it is not configured. */
export function socialProvider(config: SocialConfig, id: IdentityProvider): SocialProvider | null {
  return configuredProviders(config).find((provider) => provider.id === id) ?? null;
}

/** `https://issuer` and `https://issuer/` are the same issuer; discovery wants it without the trailing slash. */
function issuerUrl(value: string): URL {
  return new URL(value.replace(/\/+$/, ''));
}

function build(config: SocialConfig, id: IdentityProvider): SocialProvider {
  const label = PROVIDER_LABELS[id];
  switch (id) {
    case 'google': {
      const secret = config.GOOGLE_CLIENT_SECRET!;
      return {
        id,
        label,
        issuer: issuerUrl(config.GOOGLE_ISSUER ?? DEFAULT_ISSUERS.google),
        clientId: config.GOOGLE_CLIENT_ID!,
        clientSecret: () => secret,
        scope: 'openid email',
        responseMode: 'query',
      };
    }
    case 'microsoft': {
      const secret = config.MICROSOFT_CLIENT_SECRET!;
      return {
        id,
        label,
        issuer: issuerUrl(
          config.MICROSOFT_ISSUER ?? DEFAULT_ISSUERS.microsoft.replace('{tenant}', config.MICROSOFT_TENANT),
        ),
        clientId: config.MICROSOFT_CLIENT_ID!,
        clientSecret: () => secret,
        scope: 'openid email profile',
        responseMode: 'query',
      };
    }
    case 'apple': {
      const issuer = issuerUrl(config.APPLE_ISSUER ?? DEFAULT_ISSUERS.apple);
      const key: AppleKey = {
        teamId: config.APPLE_TEAM_ID!,
        clientId: config.APPLE_CLIENT_ID!,
        keyId: config.APPLE_KEY_ID!,
        privateKey: appleKeyObject(config.APPLE_PRIVATE_KEY!),
        audience: issuer.href.replace(/\/$/, ''),
      };
      return {
        id,
        label,
        issuer,
        clientId: key.clientId,
        clientSecret: () => appleClientSecret(key),
        // Asking for the email makes Apple post its answer (form_post): the only mode it allows then.
        scope: 'openid email',
        responseMode: 'form_post',
      };
    }
  }
}
