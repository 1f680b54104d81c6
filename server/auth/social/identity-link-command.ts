import { parseArgs } from 'node:util';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '../../../contract/enums.ts';

export const IDENTITY_LINK_HELP = `Gebruik: npm run user:link-identity -- --email <adres> --provider <apple|google|microsoft> --subject <sub>

Koppelt een Apple-, Google- of Microsoft-account aan een bestaande gebruiker, zodat die ermee kan inloggen.
Gebruikers koppelen zelf bij Beveiliging; dit commando is voor beheer, demo's en tests.

Opties:
  --email <adres>            E-mailadres van de gebruiker in Zorgportaal.
  --provider <naam>          apple, google of microsoft.
  --subject <sub>            De "sub" van het account bij de provider (uit het ID-token).
  --identity-email <adres>   Het e-mailadres bij de provider (optioneel, ter informatie).
  --help                     Toon deze hulp.`;

export interface IdentityLinkOptions {
  email: string;
  provider: IdentityProvider;
  subject: string;
  identityEmail: string | null;
}

export type IdentityLinkArgs =
  { kind: 'help' } | { kind: 'invalid'; errors: string[] } | { kind: 'ok'; options: IdentityLinkOptions };

/** Reads the command's arguments; every problem is named in Dutch. Pure. */
export function parseIdentityLinkArgs(argv: string[]): IdentityLinkArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        provider: { type: 'string' },
        subject: { type: 'string' },
        'identity-email': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    return { kind: 'invalid', errors: [error instanceof Error ? error.message : String(error)] };
  }
  if (values.help) return { kind: 'help' };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const errors: string[] = [];
  if (!text('email')) errors.push('--email is verplicht');
  const provider = text('provider');
  if (!IDENTITY_PROVIDERS.includes(provider as IdentityProvider)) {
    errors.push('--provider moet apple, google of microsoft zijn');
  }
  if (!text('subject')) errors.push('--subject is verplicht');
  if (errors.length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'ok',
    options: {
      email: text('email'),
      provider: provider as IdentityProvider,
      subject: text('subject'),
      identityEmail: text('identity-email') || null,
    },
  };
}
