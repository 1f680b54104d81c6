import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PERMISSIONS, isPermission, type Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { createUser } from './create-user.ts';
import { generateOneTimePassword } from './one-time-password.ts';

export const USER_CREATE_HELP = `Usage: npm run user:create -- --email <address> --name "<First Last>" [options]

Creates a user with a one-time password, printed once. At the first sign-in, onboarding asks the user to
choose a new password (and to accept the terms, verify the email address and phone, and pick a second step).
Invitation links by email come with the sign-in work; until then hand the one-time password over yourself.

Options:
  --email <address>          Email address (unique, case-insensitive).
  --name "<First Last>"      First name, then last name ("Jan de Vries": first name Jan, last name de Vries).
  --permissions <list>       "all", or a comma-separated list of: ${PERMISSIONS.join(', ')}.
                             Default: none.
  --skip-onboarding          For operator accounts: mark the terms as accepted and the email address as
                             verified. The one-time password must still be replaced.
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

/** The action behind `npm run user:create`. Throws EmailTakenError for a duplicate email. */
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
    passwordChangeRequired: true,
    permissions: options.permissions,
    ...(options.skipOnboarding ? { termsAcceptedAt: now, emailVerifiedAt: now } : {}),
  });
  return { user, oneTimePassword };
}
