import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { EmailTakenError } from '../../server/users/create-user.ts';
import { createUserFromCommand, parseUserCreateArgs } from '../../server/users/user-create-command.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../helpers/users.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { permissionsOfUser } from '../../server/users/permissions.ts';

function options(argv: string[]) {
  const parsed = parseUserCreateArgs(argv);
  if (parsed.kind !== 'ok') throw new Error(`unexpected ${parsed.kind}`);
  return parsed.options;
}

describe('npm run user:create (createUserFromCommand)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates a user with a one-time password that leads into onboarding', async () => {
    const { user, oneTimePassword } = await createUserFromCommand(
      ctx.database.db,
      options(['--email', 'Jan.Smit@zorgportaal.test', '--name', 'Jan Smit', '--permissions', 'manage_tags']),
    );
    expect(user).toMatchObject({ firstname: 'Jan', lastname: 'Smit', passwordChangeRequired: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(oneTimePassword);

    const client = new ApiClient(ctx.app);
    expect(await signIn(client, 'jan.smit@zorgportaal.test', oneTimePassword!)).toEqual({
      next: 'onboarding',
    });
    expect((await client.get('/api/user')).json()).toMatchObject({
      data: { onboarding: { accept_terms: 'pending', setup_login: 'pending', verify_email: 'pending' } },
    });
    // The permissions are given, but count only once onboarding is done (docs/api.md "Access").
    expect(await permissionsOfUser(ctx.database.db, user.id)).toEqual(['manage_tags']);
    expect((await client.get('/api/user/permissions')).json()).toEqual({
      message: 'Rond eerst je account af.',
      data: { next: 'onboarding' },
    });
  });

  it('--skip-onboarding creates an onboarded account that signs in straight to the dashboard', async () => {
    const { user, oneTimePassword } = await createUserFromCommand(
      ctx.database.db,
      options([
        '--email',
        'operator@zorgportaal.test',
        '--name',
        'Op Erator',
        '--permissions',
        'all',
        '--skip-onboarding',
      ]),
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    // As the demo administrator is seeded (docs/decisions.md "Sign-in and onboarding").
    expect(row).toMatchObject({
      passwordChangeRequired: false,
      termsAcceptedAt: expect.any(Date),
      termsVersion: TERMS_VERSION,
      emailVerifiedAt: expect.any(Date),
      phoneVerificationSkippedAt: expect.any(Date),
      preferredOtp: 'email',
      otpSetupAt: expect.any(Date),
    });

    const client = new ApiClient(ctx.app);
    expect(await signIn(client, 'operator@zorgportaal.test', oneTimePassword!)).toEqual({
      next: 'authenticated',
    });
    expect((await client.get('/api/user')).json()).toMatchObject({
      data: {
        onboarding: {
          accept_terms: 'completed',
          setup_login: 'completed',
          verify_email: 'completed',
          verify_phone: 'skipped',
          setup_otp: 'completed',
        },
      },
    });
    const dashboard = await client.get('/api/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.user).toEqual({ firstname: 'Op' });
  });

  it('refuses a duplicate email, whatever its case', async () => {
    await expect(
      createUserFromCommand(
        ctx.database.db,
        options(['--email', 'JAN.SMIT@zorgportaal.test', '--name', 'Jan']),
      ),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });
});
