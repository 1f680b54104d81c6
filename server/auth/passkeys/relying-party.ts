import type { Config } from '../../config.ts';

/** The WebAuthn relying party: who the browser makes passkeys for and checks them against. */
export interface RelyingParty {
  /** The RP id: `APP_URL`'s host name (a passkey works on that host and its subdomains' pages). */
  id: string;
  name: string;
  /** The only origin a passkey answer may come from: `APP_URL`'s origin (scheme, host and port). */
  origin: string;
}

/** The relying party name the browser shows ("Passkey voor Zorgportaal"). */
export const RP_NAME = 'Zorgportaal';

/** The relying party of this configuration (docs/sign-in.md "Passkeys"). */
export function relyingParty(config: Pick<Config, 'APP_URL'>): RelyingParty {
  const url = new URL(config.APP_URL);
  return { id: url.hostname, name: RP_NAME, origin: url.origin };
}
