import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PERMISSIONS, isPermission, type Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { createUser } from './create-user.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import { TERMS_VERSION } from './terms.ts';

export const USER_CREATE_HELP = `Usage: npm run user:create -- --email <address> --name "<First Last>" [options]

Creates a user with a generated password, printed once. At the first sign-in, onboarding asks the user to
choose a new password (and to accept the terms, verify the email address and phone, and pick a second step).
Invitation links by email come with the sign-in work; until then hand the password over yourself.

Options:
  --email <address>          Email address (unique, case-insensitive).
  --name "<First Last>"      First name, then last name ("Jan de Vries": first name Jan, last name de Vries).
  --permissions <list>       "all" on its own, or a comma-separated list of:
                             ${PERMISSIONS.join(', ')}.
                             Default: none.
  --skip-onboarding          For operator accounts that must reach the dashboard at once: onboarding is
                             done for them (terms accepted, email address verified, phone skipped, codes by
                             email as second step) and the generated password stays their password (no
                             change asked at sign-in), like the demo administrator.
  --help                     Show this help.`;

export interface UserCreateOptions {
  email: string;
  firstname: string;
  lastname: string;
  permissions: Permission[];
  skipOnboarding: boolean;
}

export type UserCreateArgs =
  { kind: 'help' } | { kind: 'invalid'; errors: string[] } | { kind: 'ok'; options: UserCreateOptions };

const argsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .pipe(z.email({ error: '--email must be a valid email address' })),
  name: z.string({ error: '--name is required' }).trim().min(1, { error: '--name must not be empty' }),
  permissions: z
    .string()
    .optional()
    .transform((value) => parsePermissionList(value ?? ''))
    .superRefine((list, ctx) => {
      if (list.includes('all') && list.length > 1) {
        ctx.addIssue({
          code: 'custom',
          message: '--permissions: "all" cannot be combined with other permissions',
        });
        return;
      }
      const unknown = list.filter((value) => !isPermission(value));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `--permissions: unknown ${unknown.join(', ')} (known: all, ${PERMISSIONS.join(', ')})`,
        });
      }
    }),
  'skip-onboarding': z.boolean().optional(),
  help: z.boolean().optional(),
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
  /** Shown once by the CLI; only its hash is stored. */
  oneTimePassword: string;
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
 * password that onboarding replaces; with it the account is onboarded and lands on the dashboard. Throws
 * EmailTakenError for a duplicate email.
 */
export async function createUserFromCommand(
  db: Db,
  options: UserCreateOptions,
  now: Date = new Date(),
): Promise<CreatedCommandUser> {
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
