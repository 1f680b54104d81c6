import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../resources/permissions.ts';
import { outboxMessages, sessions, users } from '../../server/db/schema/index.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { browser, EXPIRED, passwordStep, RATE_LIMITED } from '../helpers/sign-in.ts';
import { dataOf, signInWithSecondStep, signOut } from '../helpers/trusted-devices.ts';
import { newAuthenticator, signInOptions, withPasskey } from '../helpers/passkeys-api.ts';
import { createUser, latestEmailCode, signIn, TEST_PASSWORD } from '../helpers/users.ts';

/**
 * Issue 26's closing attack on the finished work, kept as tests: as a leaver (every way back in after the archive
 * or block), as a stranger who knows only an address (lock-out, guess counts, enumeration), as a weak administrator
 * (single permissions against stronger records, re-confirmation), and bad bytes on the new bodies. Every answer is
 * asserted exactly. The races on two instances are in attack-issue-26-instances.test.ts (PostgreSQL).
 */

const BLOCKED =
  'Je account is geblokkeerd. Neem contact op met je beheerder als je denkt dat dit niet klopt.';
const BLOCKED_BODY = { message: BLOCKED, errors: { account: [BLOCKED] } };
const WRONG_PASSWORD = 'Helemaal-Fout-Wachtwoord-1';
const INVALID_CREDENTIALS = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';
const RESET_INVALID =
  'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.';
const TOO_MANY_CODE_MAILS =
  'Er zijn het afgelopen uur te veel codes naar dit adres gestuurd. Probeer het later opnieuw of kies "Wachtwoord vergeten?".';
const NEW_PASSWORD = 'Zeilboot-Regenjas-Tulp-77';

let ctx: TestContext;
/** Holds every permission, so nothing it does is refused by authority; re-confirmed. */
let boss: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  ({ client: boss } = await signedInClient(ctx, [
    'manage_employees',
    'view_employees',
    'manage_roles',
    'manage_tags',
    'manage_regions',
  ]));
  await confirmSession(boss);
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** An employee linked to a (signed-in, when asked) user who holds `permissions` on the account itself. */
async function linkedEmployee(permissions: Permission[] = []) {
  const user = await createUser(db(), { permissions });
  const employee = await createEmployee(boss, { email: user.email });
  const linked = await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
  expect(linked.statusCode, linked.body).toBe(200);
  return { user, employee };
}

const archive = (employeeId: string, client: ApiClient = boss) =>
  client.delete(`/api/employees/${employeeId}`, { body: { reason: 'Uit dienst' } });

function expectBlocked(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual(BLOCKED_BODY);
}

/** The reset token in the newest reset mail to `email`. */
async function resetTokenOf(email: string): Promise<string> {
  const message = await latestOutboxMessage(db(), email, 'passwordReset');
  const match = /\/password\/reset\/([\w-]+)/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link for ${email}`);
  return match[1];
}

async function resetMailsTo(email: string): Promise<number> {
  const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  return rows.filter((row) => row.template === 'passwordReset').length;
}

describe('as a leaver: no way back in after the archive or the block', () => {
  it('cookies kept from before the archive: no request, no re-confirmation, no write goes through', async () => {
    const { user, employee } = await linkedEmployee(['view_employees']);
    const leaver = browser(ctx);
    await signIn(leaver, user.email);
    const kept = browser(ctx);
    for (const [name, value] of leaver.cookies) kept.cookies.set(name, value);

    expect((await archive(employee.id)).statusCode).toBe(200);

    for (const client of [leaver, kept]) {
      expect((await client.get('/api/user')).statusCode).toBe(401);
      expect((await client.get('/api/employees')).statusCode).toBe(401);
      const confirm = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
      expect(confirm.statusCode).toBe(422);
      expect(confirm.json()).toEqual({
        message: 'Er is geen inlogpoging om af te ronden. Log opnieuw in.',
        errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
      });
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('a second step begun before the block, with its code already mailed, cannot be finished after it', async () => {
    const { user, employee } = await linkedEmployee();
    const leaver = browser(ctx);
    const step = await passwordStep(leaver, user.email);
    expect((await leaver.post('/api/auth/start-email-challenge', { challenge: step.id })).statusCode).toBe(
      200,
    );
    const code = await latestEmailCode(db(), user.email);

    expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);

    const done = await leaver.post('/api/auth/complete-email-challenge', { challenge: step.id, code });
    expect(done.statusCode).toBe(401);
    expect(done.json()).toEqual({ message: EXPIRED });
    expect((await leaver.get('/api/user')).statusCode).toBe(401);
  });

  it('an email sign-in begun before the archive cannot be finished; a new one is refused after the code', async () => {
    const { user, employee } = await linkedEmployee();
    const leaver = browser(ctx);
    const started = await leaver.post('/api/auth/start-email-challenge', { email: user.email });
    const challenge = dataOf<{ challenge: string }>(started).challenge;
    const code = await latestEmailCode(db(), user.email);

    expect((await archive(employee.id)).statusCode).toBe(200);

    const done = await leaver.post('/api/auth/complete-email-challenge', { challenge, code });
    expect(done.statusCode).toBe(401);
    expect(done.json()).toEqual({ message: EXPIRED });

    const again = await leaver.post('/api/auth/start-email-challenge', { email: user.email });
    const next = dataOf<{ challenge: string }>(again).challenge;
    const refused = await leaver.post('/api/auth/complete-email-challenge', {
      challenge: next,
      code: await latestEmailCode(db(), user.email),
    });
    expectBlocked(refused);
    expect((await leaver.get('/api/user')).statusCode).toBe(401);
  });

  it('a reset link mailed before the block is dead; none is mailed after it', async () => {
    const { user, employee } = await linkedEmployee();
    const leaver = browser(ctx);
    expect((await leaver.post('/api/auth/send-password-reset-link', { email: user.email })).statusCode).toBe(
      200,
    );
    const before = await resetTokenOf(user.email);

    expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);

    const check = await leaver.get(`/api/auth/reset-password/${before}`);
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ message: RESET_INVALID });
    const used = await leaver.post('/api/auth/reset-password', {
      token: before,
      email: user.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toMatchObject({ message: RESET_INVALID });

    // A link asked for after the block is never mailed: the same 200 as for an unknown address, no mail.
    const mailsBefore = await resetMailsTo(user.email);
    expect((await leaver.post('/api/auth/send-password-reset-link', { email: user.email })).statusCode).toBe(
      200,
    );
    expect(await resetMailsTo(user.email)).toBe(mailsBefore);
    // And the old password meets the block.
    expectBlocked(
      await leaver.post('/api/auth/login-with-password', { email: user.email, password: TEST_PASSWORD }),
    );
  });

  it('a trusted device of the leaver does the second step again after the unblock', async () => {
    const { user, employee } = await linkedEmployee();
    const device = browser(ctx);
    await signInWithSecondStep(device, user.email, true);
    await signOut(device);
    expect(
      dataOf(
        await device.post('/api/auth/login-with-password', { email: user.email, password: TEST_PASSWORD }),
      ).next,
    ).toBe('authenticated');
    await signOut(device);

    expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);
    expectBlocked(
      await device.post('/api/auth/login-with-password', { email: user.email, password: TEST_PASSWORD }),
    );
    expect((await boss.post(`/api/employees/${employee.id}/account/unblock`)).statusCode).toBe(200);

    const back = await device.post('/api/auth/login-with-password', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
    expect(dataOf(back).next).toBe('second_step');
  });

  it('a re-confirmation in flight when the block lands gives nothing', async () => {
    const { user, employee } = await linkedEmployee();
    const leaver = browser(ctx);
    await signIn(leaver, user.email);
    expect((await leaver.post('/api/auth/start-email-challenge', {})).statusCode).toBe(200);
    const code = await latestEmailCode(db(), user.email);

    expect((await archive(employee.id)).statusCode).toBe(200);

    // The XSRF token belonged to the ended session (419); with a fresh one there is no session to confirm (422).
    const confirmed = await leaver.post('/api/auth/complete-email-challenge', { code });
    expect(confirmed.statusCode).toBe(419);
    leaver.cookies.delete('XSRF-TOKEN');
    const again = await leaver.post('/api/auth/complete-email-challenge', { code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Er is geen inlogpoging om af te ronden. Log opnieuw in.',
      errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
    });
    expect((await leaver.get('/api/user')).statusCode).toBe(401);
  });

  it('a passkey of the leaver, asserted after the block (options asked before it), signs nobody in', async () => {
    const { user, authenticator } = await withPasskey(ctx);
    const employee = await createEmployee(boss, { email: user.email });
    expect(
      (await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true })).statusCode,
    ).toBe(200);
    const leaver = browser(ctx);
    const options = await signInOptions(leaver);

    expect((await archive(employee.id)).statusCode).toBe(200);

    expectBlocked(
      await leaver.post('/api/auth/login-with-passkey', { response: authenticator.assert(options) }),
    );
    expect((await leaver.get('/api/user')).statusCode).toBe(401);
    // Another authenticator's answer still gets the plain refusal: the block is said only to the passkey's owner.
    const stranger = browser(ctx);
    const strangerOptions = await signInOptions(stranger);
    const refused = await stranger.post('/api/auth/login-with-passkey', {
      response: newAuthenticator(ctx).assert(strangerOptions),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).not.toEqual(BLOCKED_BODY);
  });

  it('the invitation link of an archived, never onboarded account leads to the block, not to onboarding', async () => {
    const employee = await createEmployee(boss);
    expect((await boss.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(201);
    const invitation = await latestOutboxMessage(db(), employee.email, 'invitation');
    expect(invitation?.text).toContain(`/login/email?email=${encodeURIComponent(employee.email)}`);
    expect((await archive(employee.id)).statusCode).toBe(200);

    const invited = browser(ctx);
    const started = await invited.post('/api/auth/start-email-challenge', { email: employee.email });
    const refused = await invited.post('/api/auth/complete-email-challenge', {
      challenge: dataOf<{ challenge: string }>(started).challenge,
      code: await latestEmailCode(db(), employee.email),
    });
    expectBlocked(refused);
    expect((await invited.get('/api/user')).statusCode).toBe(401);
  });

  it('sign-ins racing the block (barrier): none keeps a session', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { user, employee } = await linkedEmployee();
      const leavers = [browser(ctx), browser(ctx), browser(ctx)];
      const steps: { client: ApiClient; id: string; code: string }[] = [];
      for (const client of leavers) {
        const step = await passwordStep(client, user.email);
        expect(
          (await client.post('/api/auth/start-email-challenge', { challenge: step.id })).statusCode,
        ).toBe(200);
        steps.push({ client, id: step.id, code: await latestEmailCode(db(), user.email) });
      }
      const answers = await Promise.all([
        boss.post(`/api/employees/${employee.id}/account/block`),
        ...steps.map(({ client, id, code }) =>
          client.post('/api/auth/complete-email-challenge', { challenge: id, code }),
        ),
      ]);
      expect(answers[0]!.statusCode).toBe(200);
      for (const { client } of steps) expect((await client.get('/api/user')).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    }
  });
});

describe('as a stranger who knows only an address', () => {
  it('holding the password form, the code mails and the reset mails still leaves the owner a way in', async () => {
    const owner = await createUser(db());
    const strangers = () => browser(ctx);
    // Wrong passwords until the password form of unknown browsers is throttled.
    let throttled: LightMyRequestResponse | undefined;
    for (let i = 0; i < 8 && !throttled; i += 1) {
      const answer = await strangers().post('/api/auth/login-with-password', {
        email: owner.email,
        password: WRONG_PASSWORD,
      });
      if (answer.statusCode === 429) throttled = answer;
      else expect(answer.json()).toMatchObject({ errors: { email: [INVALID_CREDENTIALS] } });
    }
    expect(throttled?.json()).toEqual({
      message: RATE_LIMITED,
      retryAfter: expect.any(Number),
      alternatives: ['email_code', 'password_reset'],
    });
    // The code mails to the address, until the cap.
    for (let i = 0; i < 10; i += 1) {
      const sent = await strangers().post('/api/auth/start-email-challenge', { email: owner.email });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const capped = await strangers().post('/api/auth/start-email-challenge', { email: owner.email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ message: TOO_MANY_CODE_MAILS });
    // The reset mails, beyond their cap.
    for (let i = 0; i < 5; i += 1) {
      const reset = await strangers().post('/api/auth/send-password-reset-link', { email: owner.email });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ data: { sent: true } });
    }
    expect(await resetMailsTo(owner.email)).toBe(3);

    // The owner, from a new browser: the code mail 429, their own reset request the usual 200 (nothing sent) —
    // and the newest link in the mailbox works and makes the browser known.
    const own = browser(ctx);
    expect((await own.post('/api/auth/start-email-challenge', { email: owner.email })).statusCode).toBe(429);
    expect((await own.post('/api/auth/send-password-reset-link', { email: owner.email })).statusCode).toBe(
      200,
    );
    expect(await resetMailsTo(owner.email)).toBe(3);
    const reset = await own.post('/api/auth/reset-password', {
      token: await resetTokenOf(owner.email),
      email: owner.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Strangers hold the password form again right now; the owner's browser, known since the reset, is not in it.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        strangers().post('/api/auth/login-with-password', { email: owner.email, password: WRONG_PASSWORD }),
      ),
    );
    expect(burst.some((answer) => answer.statusCode === 429)).toBe(true);
    expect(
      (
        await strangers().post('/api/auth/login-with-password', {
          email: owner.email,
          password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(429);
    await signIn(own, owner.email, NEW_PASSWORD);
    expect((await own.get('/api/user')).statusCode).toBe(200);
  });

  it('a burst of wrong passwords from 30 spoofed addresses at once: only the free 5 are checked', async () => {
    const owner = await createUser(db());
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        browser(ctx).post('/api/auth/login-with-password', { email: owner.email, password: WRONG_PASSWORD }),
      ),
    );
    const counted = answers.map((answer) => answer.statusCode).sort();
    expect(counted.filter((status) => status === 422)).toHaveLength(5);
    expect(counted.filter((status) => status === 429)).toHaveLength(25);
  });

  it('an email sign-in is no password oracle: before its code only the code is accepted', async () => {
    const owner = await createUser(db());
    const stranger = browser(ctx);
    const started = await stranger.post('/api/auth/start-email-challenge', { email: owner.email });
    const challenge = dataOf<{ challenge: string }>(started).challenge;
    const unavailable = 'Op deze manier kun je hier niet inloggen. Kies een andere manier.';
    for (const [path, body] of [
      ['complete-password-challenge', { challenge, password: TEST_PASSWORD }],
      ['complete-totp-challenge', { challenge, code: '123456' }],
      ['complete-backup-code-challenge', { challenge, code: 'abcd-efgh' }],
      ['start-sms-challenge', { challenge }],
    ] as const) {
      const answer = await stranger.post(`/api/auth/${path}`, body);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(422);
      expect(answer.json()).toEqual({ message: unavailable, errors: { challenge: [unavailable] } });
    }
    expect((await stranger.get('/api/user')).statusCode).toBe(401);
  });

  it('an address with an account, one without, and a blocked one answer alike before a credential passed', async () => {
    const active = await createUser(db());
    const { user: blocked, employee } = await linkedEmployee();
    expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);
    const nobody = `niemand-${Date.now()}@zorgportaal.test`;

    const shapeOf = (answer: LightMyRequestResponse) => ({
      status: answer.statusCode,
      body: JSON.stringify(answer.json()).replace(/"retryAfter":\d+/, '"retryAfter":0'),
      headers: Object.keys(answer.headers)
        .filter((name) => !['date', 'set-cookie', 'content-length', 'x-request-id'].includes(name))
        .sort(),
    });
    const seen = new Map<string, unknown[]>();
    for (const address of [active.email, blocked.email, nobody]) {
      const answers: unknown[] = [];
      for (let i = 0; i < 7; i += 1) {
        answers.push(
          shapeOf(
            await browser(ctx).post('/api/auth/login-with-password', {
              email: address,
              password: WRONG_PASSWORD,
            }),
          ),
        );
      }
      const emailStart = await browser(ctx).post('/api/auth/start-email-challenge', { email: address });
      answers.push({
        status: emailStart.statusCode,
        sentTo: dataOf<{ sentTo: string }>(emailStart).sentTo.replace(/^[^•]*/, ''),
      });
      answers.push(
        shapeOf(await browser(ctx).post('/api/auth/send-password-reset-link', { email: address })),
      );
      seen.set(address, answers);
    }
    expect(seen.get(blocked.email)).toEqual(seen.get(active.email));
    expect(seen.get(nobody)).toEqual(seen.get(active.email));
  });
});

describe('as a weak administrator', () => {
  const SUPERIOR =
    'Deze medewerker heeft rechten die jij zelf niet hebt. Alleen iemand die al die rechten heeft, kan deze medewerker wijzigen.';
  const OWN_RECORD =
    'Dit is je eigen medewerker. Je eigen gegevens, rechten en rollen kan alleen een andere beheerder wijzigen.';
  const OWN_ACCOUNT =
    'Je kunt je eigen account niet aan een medewerker koppelen. Vraag een andere beheerder.';

  async function weak(permissions: Permission[], confirmed = true) {
    const { client, user } = await signedInClient(ctx, permissions);
    if (confirmed) await confirmSession(client);
    return { client, user };
  }

  it('manage_employees alone touches no account that holds more: block, unblock, archive, restore, link', async () => {
    const { client } = await weak(['manage_employees']);
    const superior = await linkedEmployee(['view_employees']);
    const reason = (answer: LightMyRequestResponse) => (answer.json() as { message: string }).message;

    const blocked = await client.post(`/api/employees/${superior.employee.id}/account/block`);
    expect(blocked.statusCode).toBe(403);
    const superiorReason = reason(blocked);
    expect(superiorReason).toBe(SUPERIOR);
    for (const answer of [
      await archive(superior.employee.id, client),
      await client.post(`/api/employees/${superior.employee.id}/account/unblock`),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(reason(answer)).toBe(superiorReason);
    }

    // Archived (and blocked) by the boss: the weak administrator may not restore it, with or without access.
    expect((await archive(superior.employee.id)).statusCode).toBe(200);
    for (const body of [{ unblockAccount: true }, {}]) {
      const restored = await client.post(`/api/employees/archived/${superior.employee.id}/restore`, body);
      expect(restored.statusCode).toBe(403);
      expect(reason(restored)).toBe(superiorReason);
    }
    // Restored by the boss but still blocked: no unblock by the weak one either.
    expect((await boss.post(`/api/employees/archived/${superior.employee.id}/restore`, {})).statusCode).toBe(
      200,
    );
    const unblock = await client.post(`/api/employees/${superior.employee.id}/account/unblock`);
    expect(unblock.statusCode).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, superior.user.id));
    expect(row?.blockedReason).toBe('employee_archived');

    // A superior account not linked yet: linkExisting does not link it, and the 409 does not name its rights.
    const other = await createUser(db(), { permissions: ['manage_roles'] });
    const record = await createEmployee(boss, { email: other.email });
    for (const body of [{ linkExisting: true }, {}]) {
      const link = await client.post(`/api/employees/${record.id}/account`, body);
      expect(link.statusCode).toBe(403);
      expect(reason(link)).toBe(superiorReason);
    }
    expect((await boss.get(`/api/employees/${record.id}/account`)).json()).toEqual({ data: null });
  });

  it('nobody blocks, archives or links their own record or account', async () => {
    const { client, user } = await weak(['manage_employees']);
    const own = await createEmployee(boss, { email: user.email });
    expect((await boss.post(`/api/employees/${own.id}/account`, { linkExisting: true })).statusCode).toBe(
      200,
    );
    for (const answer of [
      await client.post(`/api/employees/${own.id}/account/block`),
      await client.post(`/api/employees/${own.id}/account/unblock`),
      await archive(own.id, client),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ message: OWN_RECORD });
    }
    const second = await weak(['manage_employees']);
    const mine = await createEmployee(boss, { email: second.user.email });
    const link = await second.client.post(`/api/employees/${mine.id}/account`, { linkExisting: true });
    expect(link.statusCode, link.body).toBe(403);
    expect(link.json()).toEqual({ message: OWN_ACCOUNT });
  });

  it('single read or other permissions reach none of the lifecycle calls', async () => {
    const { employee } = await linkedEmployee();
    for (const permission of ['view_employees', 'manage_tags', 'manage_roles', 'manage_regions'] as const) {
      const { client } = await weak([permission]);
      for (const [method, path, body] of [
        ['POST', `/api/employees/${employee.id}/account/block`, undefined],
        ['POST', `/api/employees/${employee.id}/account/unblock`, undefined],
        ['POST', `/api/employees/${employee.id}/account`, { linkExisting: true }],
        ['DELETE', `/api/employees/${employee.id}`, { reason: 'Uit dienst' }],
        ['POST', `/api/employees/archived/${employee.id}/restore`, { unblockAccount: true }],
        ['GET', `/api/employees/${employee.id}/account`, undefined],
      ] as const) {
        const answer = await client.request(method, path, { body });
        expect(answer.statusCode, `${permission} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('re-confirmation is asked of the weak administrator before anything is checked or changed', async () => {
    const { client } = await weak(['manage_employees'], false);
    const { employee, user } = await linkedEmployee();
    for (const [method, path, body] of [
      ['POST', `/api/employees/${employee.id}/account/block`, undefined],
      ['DELETE', `/api/employees/${employee.id}`, { reason: 'Uit dienst' }],
    ] as const) {
      const answer = await client.request(method, path, { body });
      expect(answer.statusCode).toBe(423);
    }
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.blockedAt).toBeNull();
  });

  it('counts: the usage of a tag or role carries no employee count for who cannot read employees', async () => {
    const tag = await boss.post('/api/tags', { name: `Tel-${Date.now()}` });
    const tagId = dataOf<{ id: string }>(tag).id;
    await createEmployee(boss, { tags: [tagId] });
    const { client } = await weak(['manage_tags']);
    const usage = await client.get(`/api/tags/${tagId}/usage`);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json()).toEqual({ data: { usedBy: [{ resource: 'employees' }] } });
    const { client: roles } = await weak(['manage_roles']);
    const role = dataOf<{ id: string }>(
      await boss.post('/api/roles', { name: `Tel-${Date.now()}`, permissions: [] }),
    );
    const holder = await createEmployee(boss);
    expect((await boss.put(`/api/employees/${holder.id}/roles`, { roles: [role.id] })).statusCode).toBe(200);
    const roleUsage = await roles.get(`/api/roles/${role.id}/usage`);
    expect(roleUsage.statusCode, roleUsage.body).toBe(200);
    expect(roleUsage.json()).toEqual({ data: { usedBy: [{ resource: 'employees' }] } });

    // The refused delete names the employees but not how many.
    const refusedDelete = await client.delete(`/api/tags/${tagId}`);
    expect(refusedDelete.statusCode).toBe(422);
    expect((refusedDelete.json() as { message: string }).message).toBe(
      'Dit item wordt nog gebruikt door medewerkers en kan daarom niet worden verwijderd.',
    );

    const { client: reader } = await weak(['view_employees']);
    const dashboard = dataOf<Record<string, unknown>>(await reader.get('/api/dashboard'));
    expect(Object.keys(dashboard)).not.toEqual(expect.arrayContaining(['accounts']));
    expect(JSON.stringify(dashboard)).not.toMatch(/"(users|accounts|liveSessions|activeSessions)"/);
  });
});

describe('bad bytes on the new bodies: 4xx with a Dutch message, never a 5xx', () => {
  let employee: EmployeeBody;
  beforeAll(async () => {
    ({ employee } = await linkedEmployee());
  });

  const raw = (method: 'POST', url: string, payload: string, type: string) =>
    boss.request(method, url, { headers: { 'content-type': type }, body: payload });

  it.each([
    ['account: linkExisting a string', 'account', { linkExisting: 'true' }, 422, 'Kies ja of nee.'],
    ['account: linkExisting null', 'account', { linkExisting: null }, 422, 'Dit veld is verplicht.'],
    ['account: linkExisting 1', 'account', { linkExisting: 1 }, 422, 'Kies ja of nee.'],
    [
      'account: an unknown field',
      'account',
      { linkExisting: true, x: 1 },
      422,
      'Dit veld is niet toegestaan.',
    ],
    ['account: an array', 'account', [], 422, 'De gegevens moeten een JSON-object zijn, geen losse waarde.'],
  ])('%s', async (_name, path, body, status, message) => {
    const answer = await boss.post(`/api/employees/${employee.id}/${path}`, body);
    expect(answer.statusCode, answer.body).toBe(status);
    expect((answer.json() as { message: string }).message).toBe(message);
  });

  it.each([
    [
      'broken JSON',
      '{"linkExisting":',
      'application/json',
      400,
      'De meegestuurde gegevens zijn geen geldige JSON.',
    ],
    [
      'a NUL in a key',
      '{"a\u0000":true}',
      'application/json',
      400,
      'De meegestuurde gegevens zijn geen geldige JSON.',
    ],
    [
      '__proto__',
      '{"__proto__":{"unblockAccount":true}}',
      'application/json',
      400,
      'De meegestuurde gegevens zijn geen geldige JSON.',
    ],
    [
      'text',
      'unblockAccount=true',
      'text/plain',
      415,
      'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
    ],
    [
      'a form',
      'unblockAccount=true',
      'application/x-www-form-urlencoded',
      415,
      'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
    ],
    [
      '2 MB',
      JSON.stringify({ a: 'x'.repeat(2_000_000) }),
      'application/json',
      413,
      'De meegestuurde gegevens zijn te groot.',
    ],
  ])('account/block, account and restore with %s', async (_name, payload, type, status, message) => {
    for (const url of [
      `/api/employees/${employee.id}/account/block`,
      `/api/employees/${employee.id}/account`,
      `/api/employees/archived/${employee.id}/restore`,
    ]) {
      const answer = await raw('POST', url, payload, type);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(status);
      expect(answer.json()).toEqual({ message });
    }
  });

  it('restore: unblockAccount must be a boolean, nothing else is allowed', async () => {
    const { employee: archived } = await linkedEmployee();
    expect((await archive(archived.id)).statusCode).toBe(200);
    for (const [body, field, message] of [
      [{ unblockAccount: 'ja' }, 'unblockAccount', 'Kies ja of nee.'],
      [{ unblockAccount: 0 }, 'unblockAccount', 'Kies ja of nee.'],
      [{ unblockAccount: true, y: 2 }, 'y', 'Dit veld is niet toegestaan.'],
    ] as const) {
      const answer = await boss.post(`/api/employees/archived/${archived.id}/restore`, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    expect(dataOf<{ state: string }>(await boss.get(`/api/employees/${archived.id}/account`)).state).toBe(
      'blocked',
    );
  });

  it.each([
    ['not a uuid', 'abc', 404, { message: 'Niet gevonden.' }],
    ['a uuid without dashes', 'a0eebc999c0b4ef8bb6d6bb9bd380a11', 404, { message: 'Niet gevonden.' }],
    ['a uuid in braces', '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}', 404, { message: 'Niet gevonden.' }],
  ])('block with an id that is %s', async (_name, id, status, body) => {
    const answer = await boss.post(`/api/employees/${encodeURIComponent(id)}/account/block`);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual(body);
  });
});
