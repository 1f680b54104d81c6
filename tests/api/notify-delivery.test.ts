import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app-types.ts';
import { smsAvailable } from '../../server/notify/channels.ts';
import { DeliveryError } from '../../server/notify/delivery-error.ts';
import type { Message } from '../../server/notify/messages.ts';
import { SmsProviderError } from '../../server/notify/sms.ts';
import { twilioAdapter } from '../../server/notify/twilio.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.ts';

const MAIL_FROM = 'Zorgportaal <noreply@zorgportaal.test>';
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-geheim-0123456789';
const FAILED = 'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.';

const signInCode = (to: string, channel: 'email' | 'sms', firstname = 'Sanne'): Message => ({
  template: 'signInCode',
  channel,
  to,
  params: { code: '482913', firstname },
});

/** A route that sends what it is given, as a caller of `app.notifier` (the sign-in code) would. */
function sendRoute(app: App): void {
  app.post('/test/send', async (request) => {
    await app.notifier.send(request.body as Message);
    return { data: { sent: true } };
  });
}

const send = (ctx: TestContext, message: Message) =>
  ctx.app.inject({ method: 'POST', url: '/test/send', payload: message });

/** The fields object of every `log.error` call. */
function errorLogs(spy: { mock: { calls: unknown[][] } }): Array<Record<string, unknown>> {
  return spy.mock.calls.map((call) => call[0] as Record<string, unknown>);
}

// ---- A stand-in for Twilio's API ----

interface TwilioRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

interface FakeTwilio {
  url: string;
  requests: TwilioRequest[];
  /** How the next requests are answered (default 201 with a sid); `hang` never answers. */
  answer: { status: number; body: unknown } | 'hang';
  stop(): Promise<void>;
}

async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'url' | 'stop'> = {
    requests: [],
    answer: { status: 201, body: { sid: 'SM0123', status: 'queued' } },
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      fake.requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        form: new URLSearchParams(body),
      });
      const answer = fake.answer;
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

describe('email over SMTP (real mail into smtp-server)', () => {
  let inbox: SmtpInbox;
  let ctx: TestContext;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM }, { beforeReady: sendRoute });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.stop();
  });

  it('sends a sign-in code with Dutch subject, text and HTML from MAIL_FROM', async () => {
    await ctx.app.notifier.send(signInCode('sanne@zorgportaal.test', 'email'));
    const mail = await inbox.waitFor('sanne@zorgportaal.test');
    expect(mail.envelope).toEqual({ from: 'noreply@zorgportaal.test', to: ['sanne@zorgportaal.test'] });
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.headers.to).toBe('sanne@zorgportaal.test');
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.subject).toBe('Je inlogcode voor Zorgportaal');
    expect(mail.text).toContain('Hallo Sanne,');
    expect(mail.text).toContain('Je inlogcode voor Zorgportaal is: 482913');
    expect(mail.text).toContain('werkt één keer');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toMatch(/<strong style="[^"]*">482913<\/strong>/);
    expect(mail.html).toContain('werkt één keer');
    // Nothing in the development outbox: email has a real channel here.
    expect(await latestOutboxMessage(ctx.database.db, 'sanne@zorgportaal.test')).toBeNull();
  });

  it('escapes parameters in the HTML and makes the link a real <a>', async () => {
    const url = 'http://localhost:8080/password/reset/abc?x=1&y=<2>';
    await ctx.app.notifier.send({
      template: 'passwordReset',
      channel: 'email',
      to: 'kees@zorgportaal.test',
      params: { url, firstname: '<script>alert("x")</script>' },
    });
    const mail = await inbox.waitFor('kees@zorgportaal.test');
    expect(mail.subject).toBe('Stel een nieuw wachtwoord in voor Zorgportaal');
    expect(mail.text).toContain('Hallo <script>alert("x")</script>,');
    expect(mail.text).toContain(url);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hallo &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,');
    const href = 'href="http://localhost:8080/password/reset/abc?x=1&#38;y=&#60;2&#62;"';
    expect(mail.html).toContain(`<a ${href} style=`);
    expect(mail.html).toContain('>Nieuw wachtwoord instellen</a>');
  });

  it('keeps SMS apart: without a provider (outside production) it goes to the outbox', async () => {
    const response = await send(ctx, signInCode('+31612345678', 'sms'));
    expect(response.statusCode, response.body).toBe(200);
    const sms = await latestOutboxMessage(ctx.database.db, '+31612345678');
    expect(sms).toMatchObject({ channel: 'sms', template: 'signInCode', subject: null });
    expect(sms?.text).toBe('Je inlogcode voor Zorgportaal is 482913. De code is 10 minuten geldig.');
    expect(inbox.messages().some((mail) => mail.envelope.to.includes('+31612345678'))).toBe(false);
  });
});

describe('a failed email delivery', () => {
  let refusing: SmtpInbox;
  const apps: TestContext[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((ctx) => ctx.close()));
    await refusing?.stop();
  });
  afterEach(() => vi.restoreAllMocks());

  const appWithSmtp = async (smtpUrl: string) => {
    const ctx = await createTestApp({ SMTP_URL: smtpUrl, MAIL_FROM }, { beforeReady: sendRoute });
    apps.push(ctx);
    return ctx;
  };

  it('answers 503 with Retry-After (not maintenance) and logs the server’s refusal as an error', async () => {
    refusing = await startSmtpInbox({ refuseRecipients: { code: 550, message: 'Mailbox unavailable' } });
    const ctx = await appWithSmtp(refusing.url);
    const errors = vi.spyOn(ctx.app.log, 'error');
    const response = await send(ctx, signInCode('sanne@zorgportaal.test', 'email'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: FAILED });
    expect(response.json()).not.toHaveProperty('maintenance');
    const [logged] = errorLogs(errors);
    expect(logged).toMatchObject({
      delivery: { channel: 'email', template: 'signInCode', to: 'sanne@zorgportaal.test' },
      reason: { responseCode: 550, command: 'RCPT TO' },
    });
    // Never the code itself in the log.
    expect(JSON.stringify(errors.mock.calls)).not.toContain('482913');
  });

  it('answers the same when the mail server cannot be reached (credentials stay out of the log)', async () => {
    const ctx = await appWithSmtp('smtp://gebruiker:smtp-wachtwoord@127.0.0.1:9');
    const errors = vi.spyOn(ctx.app.log, 'error');
    await expect(ctx.app.notifier.send(signInCode('kees@zorgportaal.test', 'email'))).rejects.toBeInstanceOf(
      DeliveryError,
    );
    const response = await send(ctx, signInCode('kees@zorgportaal.test', 'email'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: FAILED });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errorLogs(errors)[0]).toMatchObject({
      reason: { code: expect.stringMatching(/ECONNREFUSED|ESOCKET/) },
    });
    expect(JSON.stringify(errors.mock.calls)).not.toContain('smtp-wachtwoord');
  });
});

describe('SMS through Twilio', () => {
  let twilio: FakeTwilio;
  let ctx: TestContext;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    ctx = await createTestApp(
      {
        SMS_PROVIDER: 'twilio',
        SMS_FROM: '+3197010203040',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_API_URL: twilio.url,
      },
      { beforeReady: sendRoute },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await twilio.stop();
  });
  afterEach(() => vi.restoreAllMocks());

  it('posts the Dutch SMS text form-encoded to the Messages API with basic auth', async () => {
    twilio.answer = { status: 201, body: { sid: 'SM42', status: 'queued' } };
    const response = await send(ctx, signInCode('+31612345678', 'sms'));
    expect(response.statusCode, response.body).toBe(200);
    const [request] = twilio.requests.splice(0);
    expect(request).toMatchObject({ method: 'POST', url: `/2010-04-01/Accounts/${SID}/Messages.json` });
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+31612345678',
      From: '+3197010203040',
      Body: 'Je inlogcode voor Zorgportaal is 482913. De code is 10 minuten geldig.',
    });
    expect(await latestOutboxMessage(ctx.database.db, '+31612345678')).toBeNull();
  });

  it('answers 503 on a Twilio error and logs its code and text, never the token', async () => {
    twilio.answer = {
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +3161234 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    };
    const errors = vi.spyOn(ctx.app.log, 'error');
    const response = await send(ctx, signInCode('+3161234', 'sms'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: FAILED });
    expect(errorLogs(errors)[0]).toMatchObject({
      delivery: { channel: 'sms', template: 'signInCode', to: '+3161234' },
      reason: {
        provider: 'twilio',
        status: 400,
        code: 21211,
        providerMessage: "The 'To' number +3161234 is not a valid phone number.",
      },
    });
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(Buffer.from(`${SID}:${TOKEN}`).toString('base64'));
    expect(logged).not.toContain('482913');
    twilio.requests.splice(0);
  });

  it('gives up on a Twilio that does not answer in time, or cannot be reached', async () => {
    twilio.answer = 'hang';
    const settings = { accountSid: SID, authToken: TOKEN, from: '+3197010203040', apiUrl: twilio.url };
    const slow = twilioAdapter({ ...settings, timeoutMs: 200 });
    const timedOut = await slow.send('+31612345678', 'x').catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(SmsProviderError);
    expect((timedOut as SmsProviderError).details).toMatchObject({ timedOut: true });

    const gone = twilioAdapter({ ...settings, apiUrl: 'http://127.0.0.1:9' });
    const unreachable = await gone.send('+31612345678', 'x').catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(SmsProviderError);
    expect((unreachable as SmsProviderError).details).toMatchObject({ timedOut: false });
    twilio.requests.splice(0);
  });
});

describe('production without an SMS provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' }, { beforeReady: sendRoute });
  });
  afterAll(() => ctx.close());

  it('offers no SMS, and an SMS sent anyway fails with 503 instead of landing in an outbox', async () => {
    expect(smsAvailable(ctx.config)).toBe(false);
    const errors = vi.spyOn(ctx.app.log, 'error');
    const response = await send(ctx, signInCode('+31612345678', 'sms'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: FAILED });
    expect(errorLogs(errors)[0]).toMatchObject({
      reason: { message: expect.stringContaining('SMS_PROVIDER') },
    });
    expect(await latestOutboxMessage(ctx.database.db, '+31612345678')).toBeNull();
  });
});
