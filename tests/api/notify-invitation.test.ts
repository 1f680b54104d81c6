import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema/index.ts';
import { DeliveryError } from '../../server/notify/delivery-error.ts';
import { inviter } from '../../server/notify/invitation.ts';
import { deriveOnboarding } from '../../server/users/onboarding.ts';
import { createUserFromCommand, parseUserCreateArgs } from '../../server/users/user-create-command.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee } from '../helpers/employees.ts';
import { startSmtpInbox, type SmtpInbox, type SmtpInboxOptions } from '../helpers/smtp-inbox.ts';

const MAIL_FROM = 'Zorgportaal <noreply@zorgportaal.test>';
const FAILED = 'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.';

function options(argv: string[]) {
  const parsed = parseUserCreateArgs(argv);
  if (parsed.kind !== 'ok') throw new Error(`unexpected ${parsed.kind}`);
  return parsed.options;
}

/**
 * Invitations (docs/sign-in.md "Delivery"): a new account made for a person — an employee's account, or
 * `npm run user:create -- --invite` — gets the `invitation` email with a link to the email-code sign-in page.
 */
describe('invitations over SMTP', () => {
  const inboxOptions: SmtpInboxOptions = {};
  let inbox: SmtpInbox;
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    inbox = await startSmtpInbox(inboxOptions);
    ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM, APP_URL: 'https://zorgportaal.example' });
    // With SMTP configured the admin's own sign-in code arrives there too.
    const readCode = async (email: string) =>
      /\b(\d{6})\b/.exec((await inbox.waitFor(email)).text ?? '')![1]!;
    admin = (await signedInClient(ctx, ['manage_employees'], { readCode })).client;
    await confirmSession(admin);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.stop();
  });

  const userWithEmail = async (email: string) =>
    (
      await ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0];

  it('invites the person an employee account is made for, with a link to sign in with an email code', async () => {
    const employee = await createEmployee(admin, {
      firstName: 'Noor',
      lastName: 'Bakker',
      email: 'noor+zorg@zorgportaal.test',
    });
    const response = await admin.post(`/api/employees/${employee.id}/account`);
    expect(response.statusCode, response.body).toBe(201);

    const mail = await inbox.waitFor('noor+zorg@zorgportaal.test');
    const link = 'https://zorgportaal.example/login/email?email=noor%2Bzorg%40zorgportaal.test';
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.subject).toBe('Je bent uitgenodigd voor Zorgportaal');
    expect(mail.text).toContain('Hallo Noor,');
    expect(mail.text).toContain(link);
    expect(mail.html).toMatch(
      new RegExp(`<a href="${link.replace(/[.?+]/g, '\\$&')}" style="[^"]*">Inloggen bij Zorgportaal</a>`),
    );
  });

  it('creates nothing when the invitation cannot be sent, so trying again works', async () => {
    const employee = await createEmployee(admin, { firstName: 'Joep', email: 'joep@zorgportaal.test' });
    inboxOptions.refuseRecipients = { code: 451, message: 'Try again later' };
    const refused = await admin.post(`/api/employees/${employee.id}/account`);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: FAILED });
    expect((await admin.get(`/api/employees/${employee.id}/account`)).json()).toEqual({ data: null });
    expect(await userWithEmail('joep@zorgportaal.test')).toBeUndefined();
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, employee.id), eq(auditLog.action, 'createEmployeeAccount')));
    expect(audited).toEqual([]);

    inboxOptions.refuseRecipients = undefined;
    const retried = await admin.post(`/api/employees/${employee.id}/account`);
    expect(retried.statusCode, retried.body).toBe(201);
    expect((await inbox.waitFor('joep@zorgportaal.test')).text).toContain('Hallo Joep,');
  });

  it('npm run user:create -- --invite: no password, the invitation instead', async () => {
    const invite = inviter(ctx.app.notifier, ctx.config.APP_URL);
    const { user, oneTimePassword } = await createUserFromCommand(
      ctx.database.db,
      options(['--email', 'Lotte.Visser@zorgportaal.test', '--name', 'Lotte Visser', '--invite']),
      { invite },
    );
    expect(oneTimePassword).toBeNull();
    expect(user).toMatchObject({ email: 'Lotte.Visser@zorgportaal.test', passwordHash: null });
    expect(Object.values(deriveOnboarding(user))).toEqual(Array(5).fill('pending'));
    const mail = await inbox.waitFor('lotte.visser@zorgportaal.test');
    expect(mail.text).toContain('Hallo Lotte,');
    expect(mail.text).toContain(
      'https://zorgportaal.example/login/email?email=Lotte.Visser%40zorgportaal.test',
    );

    // A taken address sends nothing; a failed send leaves no user.
    const sent = inbox.messages().length;
    await expect(
      createUserFromCommand(
        ctx.database.db,
        options(['--email', 'lotte.visser@zorgportaal.test', '--name', 'Lotte', '--invite']),
        { invite },
      ),
    ).rejects.toThrow(/already exists/);
    inboxOptions.refuseRecipients = { code: 550, message: 'No such user' };
    await expect(
      createUserFromCommand(
        ctx.database.db,
        options(['--email', 'bram@zorgportaal.test', '--name', 'Bram', '--invite']),
        { invite },
      ),
    ).rejects.toBeInstanceOf(DeliveryError);
    inboxOptions.refuseRecipients = undefined;
    expect(await userWithEmail('bram@zorgportaal.test')).toBeUndefined();
    expect(inbox.messages()).toHaveLength(sent);
  });
});
