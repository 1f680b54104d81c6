import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS, isPermission, type Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import { users, type User } from '../db/schema/index.ts';
import type { Invite } from '../notify/invitation.ts';
import { createUser, EmailTakenError } from './create-user.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';

export const USER_CREATE_HELP = `Gebruik: npm run user:create -- --email <adres> --name "<Voornaam Achternaam>" [opties]

Maakt een gebruiker met een gegenereerd wachtwoord, dat één keer wordt getoond. Bij de eerste keer inloggen
vraagt de onboarding om een eigen wachtwoord (en om de voorwaarden te accepteren, het e-mailadres en telefoonnummer
te bevestigen en een tweede stap te kiezen). Met --invite krijgt de gebruiker in plaats daarvan een uitnodiging
per e-mail en is er geen wachtwoord om door te geven.

Opties:
  --email <adres>            E-mailadres (uniek, hoofdletters tellen niet).
  --name "<Voornaam Achternaam>"
                             Voornaam, dan achternaam ("Jan de Vries": voornaam Jan, achternaam de Vries).
  --permissions <lijst>      "all" los, of een lijst met komma's uit:
                             ${PERMISSIONS.join(', ')}.
                             Standaard: geen.
  --skip-onboarding          Voor beheeraccounts die meteen bij het dashboard moeten kunnen: de onboarding is
                             voor hen afgerond (voorwaarden geaccepteerd, e-mailadres bevestigd, telefoon
                             overgeslagen, codes per e-mail als tweede stap) en het gegenereerde wachtwoord blijft
                             hun wachtwoord, zoals bij de demo-beheerder.
  --invite                   Stuur een uitnodiging per e-mail (via SMTP_URL; zonder SMTP_URL buiten productie
                             naar het ontwikkel-postvak, /dev/outbox): de link opent inloggen met een code per
                             e-mail, daarna de onboarding. Er wordt geen wachtwoord gemaakt. Lukt het versturen
                             niet, dan wordt er ook geen gebruiker aangemaakt. Niet samen met --skip-onboarding.
  --help                     Toon deze hulp.`;

export interface UserCreateOptions {
  email: string;
  firstname: string;
  lastname: string;
  permissions: Permission[];
  skipOnboarding: boolean;
  /** Send an invitation instead of making a one-time password. */
  invite: boolean;
}

export type UserCreateArgs =
  { kind: 'help' } | { kind: 'invalid'; errors: string[] } | { kind: 'ok'; options: UserCreateOptions };

const argsSchema = z
  .object({
    email: z
      .string({ error: '--email is verplicht' })
      .trim()
      .pipe(z.email({ error: '--email moet een geldig e-mailadres zijn' })),
    name: z.string({ error: '--name is verplicht' }).trim().min(1, { error: '--name mag niet leeg zijn' }),
    permissions: z
      .string()
      .optional()
      .transform((value) => parsePermissionList(value ?? ''))
      .superRefine((list, ctx) => {
        if (list.includes('all') && list.length > 1) {
          ctx.addIssue({
            code: 'custom',
            message: '--permissions: "all" kan niet samen met andere rechten',
          });
          return;
        }
        const unknown = list.filter((value) => !isPermission(value));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `--permissions: onbekend: ${unknown.join(', ')} (bekend: all, ${PERMISSIONS.join(', ')})`,
          });
        }
      }),
    'skip-onboarding': z.boolean().optional(),
    invite: z.boolean().optional(),
    help: z.boolean().optional(),
  })
  .refine((values) => !(values.invite && values['skip-onboarding']), {
    message:
      '--invite kan niet samen met --skip-onboarding (een uitgenodigde gebruiker doorloopt de onboarding)',
  });

/** Parses and validates the command line (without node and the script). */
export function parseUserCreateArgs(argv: string[]): UserCreateArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        permissions: { type: 'string' },
        'skip-onboarding': { type: 'boolean' },
        invite: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return { kind: 'invalid', errors: [error instanceof Error ? error.message : String(error)] };
  }
  if (values.help) return { kind: 'help' };
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', errors: parsed.error.issues.map((issue) => issue.message) };
  const [firstname = '', ...rest] = parsed.data.name.split(/\s+/);
  return {
    kind: 'ok',
    options: {
      email: parsed.data.email,
      firstname,
      lastname: rest.join(' '),
      permissions: parsed.data.permissions.filter(isPermission),
      skipOnboarding: parsed.data['skip-onboarding'] ?? false,
      invite: parsed.data.invite ?? false,
    },
  };
}

function parsePermissionList(value: string): string[] {
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return list.length === 1 && list[0] === 'all' ? [...PERMISSIONS] : list;
}

export interface CreatedCommandUser {
  user: User;
  /** Shown once by the CLI; only its hash is stored. Null with --invite (no password). */
  oneTimePassword: string | null;
}

/**
 * Onboarding done, as for the demo administrator (docs/decisions.md "Sign-in and onboarding"): terms accepted,
 * email verified, phone skipped, email codes as second step, and the generated password kept as the password.
 */
function onboardedAt(now: Date) {
  return {
    passwordChangeRequired: false,
    termsAcceptedAt: now,
    termsVersion: TERMS_VERSION,
    emailVerifiedAt: now,
    phoneVerificationSkippedAt: now,
    preferredOtp: 'email',
    otpSetupAt: now,
  } as const;
}

/**
 * The action behind `npm run user:create`. Without --skip-onboarding the generated password is a one-time
 * password that onboarding replaces; with it the account is onboarded and lands on the dashboard. With --invite
 * (`invite` must be given) there is no password: the invitation is sent first, and a DeliveryError leaves no user
 * behind, so the command can simply be run again. Throws EmailTakenError for a duplicate email.
 */
export async function createUserFromCommand(
  db: Db,
  options: UserCreateOptions,
  { now = new Date(), invite }: { now?: Date; invite?: Invite } = {},
): Promise<CreatedCommandUser> {
  if (options.invite) {
    if (!invite) throw new Error('--invite needs a way to send the invitation');
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${options.email})`);
    if (taken) throw new EmailTakenError(options.email);
    await invite({ email: options.email, firstname: options.firstname });
    const user = await createUser(db, {
      email: options.email,
      firstname: options.firstname,
      lastname: options.lastname,
      permissions: options.permissions,
    });
    return { user, oneTimePassword: null };
  }
  const oneTimePassword = generateOneTimePassword();
  const user = await createUser(db, {
    email: options.email,
    firstname: options.firstname,
    lastname: options.lastname,
    password: oneTimePassword,
    permissions: options.permissions,
    ...(options.skipOnboarding ? onboardedAt(now) : { passwordChangeRequired: true }),
  });
  return { user, oneTimePassword };
}
