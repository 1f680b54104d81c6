import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../server/db/schema/index.ts';
import type { CreateUserInput } from '../../server/users/create-user.ts';
import { findUserById } from '../../server/users/users.ts';
import { ageCodes, confirmSessions, fieldErrors, latestVerificationCode } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { codeIn, latestOutboxMessage } from '../helpers/outbox.ts';
import { browser, CODE_EXPIRED, TOO_MANY_TRIES, WRONG_CODE } from '../helpers/sign-in.ts';
import { startSmtpInbox, type SmtpInbox, type SmtpInboxOptions } from '../helpers/smtp-inbox.ts';
import { createUser, signIn } from '../helpers/users.ts';

/**
 * No account probing (docs/security.md): a signed-in user asking for a code for an address or number of another
 * account gets the answer a free one gets, the owner is told instead of sent a code, and no code then verifies.
 */

const EMAIL_NOTICE_SUBJECT = 'Iemand wilde je e-mailadres koppelen aan een ander account bij Zorgportaal';
const EMAIL_NOTICE =
  'Iemand probeerde je e-mailadres %s te koppelen aan een ander account bij Zorgportaal. Was jij dat niet, dan hoef je niets te doen: er is niets veranderd.';
const SMS_NOTICE =
  'Iemand probeerde je telefoonnummer te koppelen aan een ander account bij Zorgportaal. Was jij dat niet, dan hoef je niets te doen.';

const newAddress = () => `vrij-${Math.random().toString(36).slice(2, 8)}@zorgportaal.test`;

/** A mobile number no other test uses (06-3 and 7 random digits). */
function mobile(): { typed: string; e164: string } {
  const digits = `3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { typed: `06 ${digits}`, e164: `+316${digits}` };
}

/**
 * The answer with what may differ between two requests replaced: the address or number typed (it is echoed)
 * and the moment of `resendAvailableAt`, which must be 55–60 s ahead. Status, headers and every other byte stay.
 */
function normalised(response: LightMyRequestResponse, typed: string) {
  const body = response.body;
  const at = /"resendAvailableAt":"([^"]+)"/.exec(body)?.[1];
  if (at) {
    const wait = Date.parse(at) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  }
  const headers = Object.keys(response.headers)
    .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
    .sort()
    .map((name) => `${name}: ${name.startsWith('x-ratelimit') ? '…' : String(response.headers[name])}`);
  return {
    status: response.statusCode,
    headers,
    body: body.replaceAll(typed, '<typed>').replace(at ?? '\u0000', '<at>'),
  };
}

/** Every development-outbox message to `recipient` of one template. */
async function outboxCount(ctx: TestContext, recipient: string, template: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
  return rows.length;
}

describe('no account probing through the contact calls (development outbox)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Partial<CreateUserInput> = {}) {
    const user = await createUser(ctx.database.db, { firstname: 'Sanne', ...overrides });
    const client = browser(ctx);
    await signIn(client, user.email);
    await confirmSessions(ctx.database.db, user.id);
    return { user, client };
  }

  describe('POST /user/update-email', () => {
    it('answers an address of another account exactly as a free one', async () => {
      const holder = await createUser(ctx.database.db, { firstname: 'Kees' });
      const { user, client } = await signedIn();
      const free = newAddress();

      const forFree = await client.post('/api/user/update-email', { email: free });
      await ageCodes(ctx.database.db, user.id);
      const forTaken = await client.post('/api/user/update-email', { email: holder.email.toUpperCase() });
      expect(forFree.statusCode, forFree.body).toBe(200);
      expect(normalised(forTaken, holder.email)).toEqual(normalised(forFree, free));

      // The same cooldown: inside it, the next request answers 429 whatever address it names.
      for (const email of [holder.email, free]) {
        const again = await client.post('/api/user/update-email', { email });
        expect(again.statusCode).toBe(429);
        expect(again.json()).toMatchObject({
          message: expect.stringMatching(/^Je kunt over \d+ seconden een nieuwe code aanvragen\.$/),
          resendAvailableAt: expect.any(String),
        });
      }
    });

    it('mails the owner a notice instead of a code, and no code verifies; nothing changes', async () => {
      const holder = await createUser(ctx.database.db, { firstname: 'Kees' });
      const { user, client } = await signedIn();
      const sent = await client.post('/api/user/update-email', { email: ` ${holder.email.toUpperCase()} ` });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.sentTo).toBe(holder.email);

      const notice = await latestOutboxMessage(ctx.database.db, holder.email, 'contactInUse');
      expect(notice).toMatchObject({ channel: 'email', subject: EMAIL_NOTICE_SUBJECT });
      expect(notice?.text).toBe(
        `Hallo Kees,\n\n${EMAIL_NOTICE.replace('%s', holder.email)}\n\n` +
          'Was jij het wel? Dan hoort dit e-mailadres al bij je eigen account bij Zorgportaal. Een e-mailadres kan ' +
          'maar bij één account horen: kies voor het andere account een ander e-mailadres.',
      );
      expect(notice?.text).not.toMatch(/\d{6}/);
      expect(await outboxCount(ctx, holder.email, 'verificationCode')).toBe(0);

      // Every code is a wrong code, five times, as for a code typed wrong: there is none to guess.
      for (const code of ['000000', '123456', '999999', '424242']) {
        expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
          code: [WRONG_CODE],
        });
      }
      expect(fieldErrors(await client.post('/api/user/verify-email', { code: '654321' }))).toEqual({
        code: [TOO_MANY_TRIES],
      });
      expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);
      expect((await findUserById(ctx.database.db, holder.id))?.email).toBe(holder.email);
    });

    it('answers wrong codes for a taken address byte for byte as for a free one', async () => {
      const holder = await createUser(ctx.database.db);
      const free = await signedIn();
      const taken = await signedIn();
      expect((await free.client.post('/api/user/update-email', { email: newAddress() })).statusCode).toBe(
        200,
      );
      expect((await taken.client.post('/api/user/update-email', { email: holder.email })).statusCode).toBe(
        200,
      );
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const freeAnswer = await free.client.post('/api/user/verify-email', { code: '000000' });
        const takenAnswer = await taken.client.post('/api/user/verify-email', { code: '000000' });
        expect(takenAnswer.statusCode).toBe(freeAnswer.statusCode);
        expect(takenAnswer.body).toBe(freeAnswer.body);
      }
    });

    it('refuses the right code quietly when another account took the address meanwhile', async () => {
      const { user, client } = await signedIn();
      const address = newAddress();
      expect((await client.post('/api/user/update-email', { email: address })).statusCode).toBe(200);
      const code = await latestVerificationCode(ctx.database.db, address);
      await createUser(ctx.database.db, { email: address });
      // The answer of a used code, not "taken"; asking again then tells the address's owner.
      expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
        code: [CODE_EXPIRED],
      });
      expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
        code: [CODE_EXPIRED],
      });
      expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);
    });
  });

  describe('POST /user/update-phone', () => {
    it('answers a number another account verified exactly as a free one', async () => {
      const taken = mobile();
      await createUser(ctx.database.db, { phone: taken.e164, phoneVerifiedAt: new Date() });
      const { user, client } = await signedIn();
      const free = mobile();

      const forFree = await client.post('/api/user/update-phone', { phone: free.typed });
      await ageCodes(ctx.database.db, user.id);
      const forTaken = await client.post('/api/user/update-phone', { phone: taken.typed });
      expect(forFree.statusCode, forFree.body).toBe(200);
      expect(normalised(forTaken, taken.e164)).toEqual(normalised(forFree, free.e164));
      expect((await client.post('/api/user/update-phone', { phone: taken.typed })).statusCode).toBe(429);
    });

    it('texts the owner a notice instead of a code, and no code verifies; nothing changes', async () => {
      const taken = mobile();
      const holder = await createUser(ctx.database.db, { phone: taken.e164, phoneVerifiedAt: new Date() });
      const { user, client } = await signedIn();
      const sent = await client.post('/api/user/update-phone', { phone: taken.typed });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.sentTo).toBe(taken.e164);

      const notice = await latestOutboxMessage(ctx.database.db, taken.e164, 'contactInUse');
      expect(notice).toMatchObject({ channel: 'sms', subject: null, text: SMS_NOTICE });
      expect(await outboxCount(ctx, taken.e164, 'verificationCode')).toBe(0);

      for (const code of ['000000', '123456', '999999', '424242']) {
        expect(fieldErrors(await client.post('/api/user/verify-phone', { code }))).toEqual({
          code: [WRONG_CODE],
        });
      }
      expect(fieldErrors(await client.post('/api/user/verify-phone', { code: '654321' }))).toEqual({
        code: [TOO_MANY_TRIES],
      });
      const after = await findUserById(ctx.database.db, user.id);
      expect(after).toMatchObject({ phone: null, phoneVerifiedAt: null });
      expect((await findUserById(ctx.database.db, holder.id))?.phone).toBe(taken.e164);
    });

    it('still sends a code for a number another account has but never verified', async () => {
      const number = mobile();
      await createUser(ctx.database.db, { phone: number.e164, phoneVerifiedAt: null });
      const { client } = await signedIn();
      expect((await client.post('/api/user/update-phone', { phone: number.typed })).statusCode).toBe(200);
      const code = await latestVerificationCode(ctx.database.db, number.e164);
      const verified = await client.post('/api/user/verify-phone', { code });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ phone: number.e164, phoneVerified: true });
    });

    it('refuses the right code quietly when another account verified the number meanwhile', async () => {
      const { user, client } = await signedIn();
      const number = mobile();
      expect((await client.post('/api/user/update-phone', { phone: number.typed })).statusCode).toBe(200);
      const code = await latestVerificationCode(ctx.database.db, number.e164);
      await createUser(ctx.database.db, { phone: number.e164, phoneVerifiedAt: new Date() });
      expect(fieldErrors(await client.post('/api/user/verify-phone', { code }))).toEqual({
        code: [CODE_EXPIRED],
      });
      expect(await findUserById(ctx.database.db, user.id)).toMatchObject({
        phone: null,
        phoneVerifiedAt: null,
      });
    });
  });
});

describe('no account probing: the notice over real SMTP', () => {
  let inbox: SmtpInbox;
  let ctx: TestContext;
  const smtp: SmtpInboxOptions = {};
  beforeAll(async () => {
    inbox = await startSmtpInbox(smtp);
    ctx = await createTestApp({
      TRUST_PROXY: 'true',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.test>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.stop();
  });

  it('mails the owner of a taken address the notice (text and HTML), the same way a code goes to a free one', async () => {
    const readCode = async (email: string) => codeIn({ text: (await inbox.waitFor(email)).text ?? '' });
    const holder = await createUser(ctx.database.db, { firstname: 'Kees' });
    const user = await createUser(ctx.database.db, { firstname: 'Sanne' });
    const client = browser(ctx);
    await signIn(client, user.email, undefined, { readCode });
    await confirmSessions(ctx.database.db, user.id);

    const free = newAddress();
    const forFree = await client.post('/api/user/update-email', { email: free });
    expect(forFree.statusCode, forFree.body).toBe(200);
    const codeMail = await inbox.waitFor(free);
    expect(codeMail.subject).toBe('Je verificatiecode voor Zorgportaal');

    await ageCodes(ctx.database.db, user.id);
    const forTaken = await client.post('/api/user/update-email', { email: holder.email });
    expect(normalised(forTaken, holder.email)).toEqual(normalised(forFree, free));
    const notice = await inbox.waitFor(holder.email);
    expect(notice.subject).toBe(EMAIL_NOTICE_SUBJECT);
    expect(notice.from).toBe(codeMail.from);
    expect(notice.text).toContain(EMAIL_NOTICE.replace('%s', holder.email));
    expect(notice.html).toContain('Hallo Kees,');
    expect(notice.html).toContain('Was jij dat niet, dan hoef je niets te doen');
    expect(inbox.messages().filter((mail) => mail.envelope.to.includes(holder.email))).toHaveLength(1);

    expect(fieldErrors(await client.post('/api/user/verify-email', { code: '000000' }))).toEqual({
      code: [WRONG_CODE],
    });
    expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);
  });

  it('answers a failed delivery the same 503 for a taken and a free address, and holds no cooldown', async () => {
    const readCode = async (email: string) => codeIn({ text: (await inbox.waitFor(email)).text ?? '' });
    const holder = await createUser(ctx.database.db);
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    await signIn(client, user.email, undefined, { readCode });
    await confirmSessions(ctx.database.db, user.id);

    smtp.refuseRecipients = { code: 550, message: 'Mailbox unavailable' };
    try {
      const free = newAddress();
      const forFree = await client.post('/api/user/update-email', { email: free });
      const forTaken = await client.post('/api/user/update-email', { email: holder.email });
      expect(forFree.statusCode).toBe(503);
      expect(forFree.headers['retry-after']).toBe('60');
      expect(forFree.json()).toEqual({
        message: 'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.',
      });
      expect(normalised(forTaken, holder.email)).toEqual(normalised(forFree, free));
    } finally {
      delete smtp.refuseRecipients;
    }
    // Nothing was left behind: the next request goes out at once.
    expect((await client.post('/api/user/update-email', { email: holder.email })).statusCode).toBe(200);
    expect((await inbox.waitFor(holder.email)).subject).toBe(EMAIL_NOTICE_SUBJECT);
  });
});
