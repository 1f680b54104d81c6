import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findIdentity,
  IdentityTakenError,
  linkIdentity,
  unlinkIdentity,
} from '../../server/auth/social/identities.ts';
import { loadConfig, ConfigError } from '../../server/config.ts';
import { sessions, signInEvents, socialSignIns } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { cookieOf } from '../helpers/sign-in.ts';
import {
  appleDeveloperKey,
  authorizeAtStandIn,
  startOidcStandIn,
  type OidcStandIn,
  type ProviderAnswer,
} from '../helpers/oidc-stand-in.ts';
import { completeWithEmailCode, createUser } from '../helpers/users.ts';

const APP_URL = 'http://localhost:8080';
const REDIRECT_URI = `${APP_URL}/o/oauth2-callback`;
const CALLBACK = '/api/auth/oauth2-callback';
const EXPIRED = 'Je inlogpoging is verlopen of in een andere browser begonnen. Log opnieuw in.';
const NOT_LINKED = (name: string) =>
  `Je ${name}-account is nog niet gekoppeld aan een account bij Zorgportaal. Log in op een andere manier en koppel ${name} bij Beveiliging.`;

type Provider = 'apple' | 'google' | 'microsoft';

let ctx: TestContext;
const standIns = {} as Record<Provider, OidcStandIn>;
const appleKey = appleDeveloperKey();
let subjects = 0;
const newSubject = () => `onderwerp-${(subjects += 1)}-${Math.random().toString(36).slice(2, 8)}`;
let browsers = 0;

/**
 * A browser of its own IP (behind TRUST_PROXY): the sign-in routes allow 20 calls per minute per IP, and this file
 * makes more than that.
 */
function browser(app: TestContext['app'] = ctx.app): ApiClient {
  browsers += 1;
  return new ApiClient(app, undefined, { 'x-forwarded-for': `198.51.100.${browsers}` });
}

function socialEnv(): Record<string, string> {
  return {
    APP_URL,
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: standIns.google.clientId,
    GOOGLE_CLIENT_SECRET: standIns.google.clientSecret,
    GOOGLE_ISSUER: standIns.google.issuer,
    MICROSOFT_CLIENT_ID: standIns.microsoft.clientId,
    MICROSOFT_CLIENT_SECRET: standIns.microsoft.clientSecret,
    MICROSOFT_ISSUER: standIns.microsoft.issuer,
    APPLE_CLIENT_ID: standIns.apple.clientId,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: appleKey.pem,
    APPLE_ISSUER: standIns.apple.issuer,
  };
}

beforeAll(async () => {
  standIns.google = await startOidcStandIn({ clientId: 'zorgportaal-google', redirectUri: REDIRECT_URI });
  standIns.microsoft = await startOidcStandIn({
    clientId: 'zorgportaal-microsoft',
    redirectUri: REDIRECT_URI,
  });
  standIns.apple = await startOidcStandIn({
    clientId: 'nl.zorgportaal.signin',
    redirectUri: REDIRECT_URI,
    apple: { teamId: 'TEAM123456', keyId: 'KEY1234567', publicKey: appleKey.publicKey },
  });
  ctx = await createTestApp(socialEnv());
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
});

async function start(client: ApiClient, provider: Provider, body: object = {}) {
  const response = await client.post(`/api/auth/login-with-${provider}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { url: string } }).data.url;
}

/** Apple's form_post as the browser sends it: a cross-site POST without our cookies or headers. */
async function formPost(answer: Extract<ProviderAnswer, { mode: 'form_post' }>) {
  expect(answer.action).toBe(REDIRECT_URI);
  return ctx.app.inject({
    method: 'POST',
    url: '/o/oauth2-callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: standIns.apple.issuer },
    payload: new URLSearchParams(answer.form).toString(),
  });
}

/** The search string the browser comes back to /o/oauth2-callback with (through the 303 for Apple). */
async function searchOf(answer: ProviderAnswer): Promise<string> {
  if (answer.mode === 'query') return answer.search;
  const redirected = await formPost(answer);
  expect(redirected.statusCode).toBe(303);
  return new URL(redirected.headers.location as string, APP_URL).search;
}

async function providerAnswer(client: ApiClient, provider: Provider, subject: string | null, body = {}) {
  const url = await start(client, provider, body);
  return searchOf(await authorizeAtStandIn(url, subject, REDIRECT_URI));
}

async function signInWith(client: ApiClient, provider: Provider, subject: string, body = {}) {
  return client.post(CALLBACK, { query: await providerAnswer(client, provider, subject, body) });
}

describe('GET /auth/providers', () => {
  it('lists the configured providers', async () => {
    const response = await browser().get('/api/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['apple', 'google', 'microsoft'] });
  });

  it('offers none without configuration, and refuses to start one (404)', async () => {
    const bare = await createTestApp({}, { database: ctx.database });
    try {
      const client = browser(bare.app);
      expect((await client.get('/api/auth/providers')).json()).toEqual({ data: [] });
      const response = await client.post('/api/auth/login-with-google', {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Inloggen met Google is hier niet ingesteld.' });
    } finally {
      await bare.close();
    }
  });

  it('refuses a provider configured by halves at start, naming what is missing', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET: ontbreekt/);
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'x', APPLE_PRIVATE_KEY: 'geen sleutel' })).toThrow(
      /APPLE_PRIVATE_KEY: moet de privésleutel/,
    );
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/https:\/\//);
  });
});

describe('POST /auth/login-with-{provider}', () => {
  it('answers the authorization URL: code flow, PKCE S256, state and nonce, kept server-side', async () => {
    const client = browser();
    const response = await client.post('/api/auth/login-with-google', { remember: true, intendedUrl: '/x' });
    const url = new URL((response.json() as { data: { url: string } }).data.url);
    expect(url.origin + url.pathname).toBe(`${standIns.google.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'zorgportaal-google',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.response_mode).toBeUndefined();

    const cookie = cookieOf(response, 'zp_social');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: CALLBACK, maxAge: 600 });
    const stateHash = createHash('sha256').update(params.state!).digest('hex');
    const [row] = await ctx.database.db
      .select()
      .from(socialSignIns)
      .where(eq(socialSignIns.stateHash, stateHash));
    expect(row).toMatchObject({ provider: 'google', remember: true, intendedUrl: '/x', nonce: params.nonce });
    expect(createHash('sha256').update(row!.codeVerifier).digest('base64url')).toBe(params.code_challenge);
    expect(row!.bindingHash).toBe(createHash('sha256').update(cookie!.value).digest('hex'));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('asks Apple to post its answer (form_post)', async () => {
    const url = new URL(await start(browser(), 'apple'));
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('keeps the browser’s binding for a second sign-in, so two tabs each finish their own', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'google', subject, null);
    const client = browser();
    const first = await providerAnswer(client, 'google', subject);
    const binding = client.cookies.get('zp_social');
    const second = await providerAnswer(client, 'google', subject);
    expect(client.cookies.get('zp_social')).toBe(binding);
    expect((await client.post(CALLBACK, { query: first })).statusCode).toBe(200);
    expect((await client.post(CALLBACK, { query: second })).statusCode).toBe(200);
  });

  it('answers 422 when the provider cannot be reached', async () => {
    const down = await createTestApp(
      { GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: 'http://127.0.0.1:9' },
      { database: ctx.database },
    );
    try {
      const response = await browser(down.app).post('/api/auth/login-with-google', {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Google is nu niet bereikbaar. Probeer het later opnieuw of log op een andere manier in.',
      });
    } finally {
      await down.close();
    }
  });
});

describe('POST /auth/oauth2-callback', () => {
  it('signs in a linked identity with a second step: the provider is the first factor', async () => {
    const user = await createUser(ctx.database.db);
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'google', subject, 'anouk@voorbeeld.test');
    const client = browser();
    const response = await signInWith(client, 'google', subject, {
      remember: true,
      intendedUrl: '/system/tags',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = (
      response.json() as { data: { next: string; secondStep: { id: string; methods: string[] } } }
    ).data;
    expect(data.next).toBe('second_step');
    // Every method of the user is offered, the password too: the first factor was Google, not the password.
    expect(data.secondStep.methods).toEqual(['email', 'password']);
    expect(cookieOf(response, 'zp_session')).toBeUndefined();
    expect(cookieOf(response, 'zp_challenge')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await completeWithEmailCode(client, user.email, data.secondStep.id);
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });
    expect(cookieOf(done, 'zp_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await client.get('/api/user')).json()).toMatchObject({ data: { id: user.id } });
    expect((await client.get('/api/auth/intended-url')).json()).toEqual({ data: { url: '/system/tags' } });

    const events = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.userId, user.id), eq(signInEvents.method, 'google')));
    expect(events).toMatchObject([
      { email: `google:${subject}`, kind: 'code', outcome: 'success', reason: 'second_step' },
    ]);
  });

  it('signs in a linked identity without a second step straight into onboarding', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'microsoft', subject, null);
    const client = browser();
    const response = await signInWith(client, 'microsoft', subject);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { next: 'onboarding' } });
    const cookie = cookieOf(response, 'zp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await client.get('/api/user')).json()).toMatchObject({ data: { id: user.id } });
  });

  it('Apple: the form_post answer is turned into a 303 to the page; the secret JWT is checked by the stand-in', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'apple', subject, null);
    const client = browser();
    const answer = await authorizeAtStandIn(await start(client, 'apple'), subject, REDIRECT_URI);
    expect(answer.mode).toBe('form_post');
    if (answer.mode !== 'form_post') return;
    expect(Object.keys(answer.form).sort()).toEqual(['code', 'iss', 'state']);
    const redirected = await formPost({ ...answer, form: { ...answer.form, id_token: 'e.y.z', user: '{}' } });
    expect(redirected.statusCode).toBe(303);
    expect(redirected.headers['cache-control']).toBe('no-store');
    const location = new URL(redirected.headers.location as string, APP_URL);
    expect(location.pathname).toBe('/o/oauth2-callback');
    // Only what the page needs travels on: the ID token and user data of the form do not.
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);

    const checksBefore = standIns.apple.appleSecretChecks.length;
    const response = await client.post(CALLBACK, { query: location.search });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { next: 'onboarding' } });
    expect(standIns.apple.appleSecretChecks.slice(checksBefore)).toEqual([{ valid: true, problem: null }]);
  });

  it('Apple: a client secret signed with another key is refused by the stand-in (422, no session)', async () => {
    const other = appleDeveloperKey();
    const wrongKey = await createTestApp(
      { ...socialEnv(), APPLE_PRIVATE_KEY: other.pem.replace(/\n/g, '\\n') },
      { database: ctx.database },
    );
    try {
      const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
      const subject = newSubject();
      await linkIdentity(ctx.database.db, user.id, 'apple', subject, null);
      const client = browser(wrongKey.app);
      const url = await client.post('/api/auth/login-with-apple', {});
      const answer = await authorizeAtStandIn(url.json().data.url, subject, REDIRECT_URI);
      if (answer.mode !== 'form_post') throw new Error('expected form_post');
      const response = await client.post(CALLBACK, { query: `?${new URLSearchParams(answer.form)}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Inloggen met Apple is niet gelukt. Probeer het opnieuw of log op een andere manier in.',
      });
      expect(standIns.apple.appleSecretChecks.at(-1)).toEqual({ valid: false, problem: 'bad signature' });
      expect(cookieOf(response, 'zp_session')).toBeUndefined();
    } finally {
      await wrongKey.close();
    }
  });

  it.each([
    ['apple', 'Apple'],
    ['google', 'Google'],
    ['microsoft', 'Microsoft'],
  ] as const)(
    'an identity linked to nobody (%s) answers 422 with its own message',
    async (provider, name) => {
      const subject = newSubject();
      const client = browser();
      const response = await signInWith(client, provider, subject);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: NOT_LINKED(name),
        errors: { provider: [NOT_LINKED(name)] },
      });
      expect(cookieOf(response, 'zp_session')).toBeUndefined();
      const [event] = await ctx.database.db
        .select()
        .from(signInEvents)
        .where(eq(signInEvents.email, `${provider}:${subject}`));
      expect(event).toMatchObject({ userId: null, outcome: 'failure', reason: 'unlinked_identity' });
    },
  );

  it('never signs in by email: an unlinked identity with a user’s address is still unlinked', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const google = await startOidcStandIn({
      clientId: 'zorgportaal-google',
      redirectUri: REDIRECT_URI,
      emailOf: () => user.email,
    });
    const app = await createTestApp(
      { ...socialEnv(), GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: google.issuer },
      { database: ctx.database },
    );
    try {
      const client = browser(app.app);
      const url = (await client.post('/api/auth/login-with-google', {})).json().data.url as string;
      const answer = await authorizeAtStandIn(url, newSubject(), REDIRECT_URI);
      const response = await client.post(CALLBACK, { query: await searchOf(answer) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: NOT_LINKED('Google') });
    } finally {
      await app.close();
      await google.close();
    }
  });

  it('refuses a state from another browser (401) and lets its own browser finish', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'google', subject, null);
    const victim = browser();
    const query = await providerAnswer(victim, 'google', subject);

    const attacker = browser();
    const stolen = await attacker.post(CALLBACK, { query });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ message: EXPIRED });
    // Another browser with its own binding cookie gets the same answer.
    await attacker.post('/api/auth/login-with-google', {});
    expect((await attacker.post(CALLBACK, { query })).statusCode).toBe(401);

    const own = await victim.post(CALLBACK, { query });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a replayed state (401): single use', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const subject = newSubject();
    await linkIdentity(ctx.database.db, user.id, 'google', subject, null);
    const client = browser();
    const query = await providerAnswer(client, 'google', subject);
    expect((await client.post(CALLBACK, { query })).statusCode).toBe(200);
    const replay = await client.post(CALLBACK, { query });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: EXPIRED });
  });

  it('refuses an expired sign-in, a missing or unknown state and a forged code', async () => {
    const client = browser();
    const url = new URL(await start(client, 'google'));
    const state = url.searchParams.get('state')!;
    await ctx.database.db
      .update(socialSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialSignIns.stateHash, createHash('sha256').update(state).digest('hex')));
    for (const query of [`?code=abc&state=${state}`, '?code=abc', '', '?state=onbekend&code=abc']) {
      const response = await client.post(CALLBACK, { query });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: EXPIRED });
    }
    const fresh = new URL(await start(client, 'google')).searchParams.get('state')!;
    const forged = await client.post(CALLBACK, {
      query: `?code=verzonnen&state=${fresh}&iss=${encodeURIComponent(standIns.google.issuer)}`,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({
      message: 'Inloggen met Google is niet gelukt. Probeer het opnieuw of log op een andere manier in.',
    });
  });

  it('answers 422 when the user cancels at the provider (error=access_denied)', async () => {
    const client = browser();
    const query = await providerAnswer(client, 'microsoft', null);
    expect(new URLSearchParams(query).get('error')).toBe('access_denied');
    const response = await client.post(CALLBACK, { query });
    expect(response.statusCode).toBe(422);
    const message = 'Je hebt het inloggen met Microsoft afgebroken. Log opnieuw in.';
    expect(response.json()).toEqual({ message, errors: { provider: [message] } });
    // Cancelled is used up too.
    expect((await client.post(CALLBACK, { query })).statusCode).toBe(401);
  });

  it('Apple’s cancel arrives as a form_post too and ends in the same 422', async () => {
    const client = browser();
    const query = await providerAnswer(client, 'apple', null);
    const response = await client.post(CALLBACK, { query });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Je hebt het inloggen met Apple afgebroken. Log opnieuw in.',
    });
  });

  it('needs the anti-forgery header (the page calls it with one); the form_post route does not', async () => {
    const client = browser();
    const response = await client.post(CALLBACK, { query: '?state=x' }, { withoutXsrf: true });
    expect(response.statusCode).toBe(419);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/o/oauth2-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=x&code=y&unknown=z',
    });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe('/o/oauth2-callback?code=y&state=x');
  });

  it('answers 422 for a body without query', async () => {
    const response = await browser().post(CALLBACK, {});
    expect(response.statusCode).toBe(422);
  });
});

describe('linkIdentity', () => {
  it('links one identity per provider per user, replaces the user’s earlier one, refuses another user’s', async () => {
    const db = ctx.database.db;
    const anna = await createUser(db);
    const bram = await createUser(db);
    await linkIdentity(db, anna.id, 'google', 'g-1', 'anna@gmail.test');
    await linkIdentity(db, anna.id, 'google', 'g-2', null);
    expect(await findIdentity(db, 'google', 'g-1')).toBeNull();
    expect(await findIdentity(db, 'google', 'g-2')).toMatchObject({ userId: anna.id, email: null });
    await expect(linkIdentity(db, bram.id, 'google', 'g-2', null)).rejects.toBeInstanceOf(IdentityTakenError);
    // The same subject at another provider is another identity.
    await linkIdentity(db, bram.id, 'microsoft', 'g-2', null);
    expect(await unlinkIdentity(db, anna.id, 'google')).toBe(true);
    expect(await unlinkIdentity(db, anna.id, 'google')).toBe(false);
  });
});
