import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server/translate.ts';
import { replaceBackupCodes } from '../../server/auth/codes/backup-codes.ts';
import { claimChallenge, createChallenge } from '../../server/auth/challenges/challenges.ts';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import {
  claimSocialSignIn,
  newSocialBinding,
  storeSocialSignIn,
} from '../../server/auth/social/social-sign-ins.ts';
import { oauthArtifacts, sessions } from '../../server/db/schema/index.ts';
import { createClient } from '../../server/oauth/clients.ts';
import { grantIdOf } from '../../server/oauth/provider.ts';
import { latestVerificationCode } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { OAuthBrowser } from '../helpers/oauth-browser.ts';
import { authorizeAtStandIn, startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import {
  authenticatorCode,
  browser,
  CODE_EXPIRED,
  EXPIRED,
  passwordStep,
  type SecondStepBody,
  withAuthenticator,
  WRONG_CODE,
} from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, signIn, TEST_PASSWORD } from '../helpers/users.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * Single use holds under concurrency: for every single-use thing, N uses released at the same moment give exactly
 * one success. The OAuth calls go over real HTTP to the listening server (the provider's own code interleaves on
 * its database calls); the portal's calls through `app.inject`, all started together.
 */

const N = 6;
const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const INVALID_GRANT = { error: 'invalid_grant', error_description: 'grant request is invalid' };
const CODE_USED = translate('server.challenge.codeUsed');
const METHOD_UNAVAILABLE = translate('server.challenge.methodUnavailable');
const RESET_TOKEN_INVALID = translate('server.password.reset.tokenInvalid');
const SOCIAL_EXPIRED = translate('server.social.expired');
const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';
const FAILED = 'Het koppelen van de app is niet gelukt.';

let ctx: TestContext;
let origin: string;
let google: OidcStandIn;
let app: client.Configuration;
let clientId: string;
let clientSecret: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  google = await startOidcStandIn({
    clientId: 'zorgportaal-google',
    redirectUri: `${origin}/o/oauth2-callback`,
  });
  ctx = await createTestApp({
    APP_URL: origin,
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const registered = await createClient(ctx.database.db, {
    name: 'Roosterapp',
    redirectUris: [REDIRECT_URI],
  });
  clientId = registered.client.id;
  clientSecret = registered.secret ?? '';
  app = await client.discovery(new URL(`${origin}/oidc`), clientId, clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  // Opens N of the pool's connections now, so the first race below does not queue on connection setup.
  await simultaneously(N, () => ctx.database.db.execute(sql`select pg_sleep(0.05)`));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

/** Starts `count` calls in the same tick (each waits for one gate that then opens) and waits for all of them. */
async function simultaneously<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls = Array.from({ length: count }, (_, index) => gate.then(() => call(index)));
  open();
  return Promise.all(calls);
}

interface Answer {
  status: number;
  body: unknown;
}

const answerOf = (response: LightMyRequestResponse): Answer => ({
  status: response.statusCode,
  body: response.json(),
});

/** The one answer 200 (there must be exactly one), and all the others. */
function oneWinner<T extends { status: number }>(answers: T[]): { winner: T; losers: T[] } {
  const winners = answers.filter((answer) => answer.status === 200);
  expect(winners.map((answer) => answer.status)).toEqual([200]);
  return { winner: winners[0]!, losers: answers.filter((answer) => answer.status !== 200) };
}

/**
 * What a loser of a burst on one throttle bucket (one challenge, one session) may get instead: the throttle counts
 * the tries still being checked as failures, so the sixth of six simultaneous tries waits (docs/sign-in.md).
 */
const THROTTLED: Answer = {
  status: 429,
  body: { message: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw' },
};

/** Every loser answered one of `allowed`, exactly. */
function expectEach(losers: Answer[], allowed: Answer[]): void {
  expect(losers).toHaveLength(N - 1);
  for (const loser of losers) expect(allowed).toContainEqual(loser);
}

const validationError = (field: string, message: string): Answer => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});

async function sessionCount(userId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ value: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.value ?? 0;
}

describe('OAuth: codes, refresh tokens and pushed requests (real HTTP)', () => {
  interface TokenAnswer {
    status: number;
    body: Record<string, unknown>;
  }

  /** A token request as an app sends it (client_secret_basic), straight to the token endpoint. */
  async function tokenRequest(params: Record<string, string>): Promise<TokenAnswer> {
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
      'base64',
    );
    const response = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function signedIn(): Promise<{ browser: OAuthBrowser; userId: string }> {
    const user = await createUser(ctx.database.db, { firstname: 'Sanne', lastname: 'de Vries' });
    const oauthBrowser = new OAuthBrowser(origin);
    await oauthBrowser.signIn(ctx.database.db, user.email);
    return { browser: oauthBrowser, userId: user.id };
  }

  /** Runs the browser through consent and gives the app's code (not yet exchanged) and its verifier. */
  async function codeFor(
    oauthBrowser: OAuthBrowser,
    scope: string,
    extra: Record<string, string> = {},
  ): Promise<{ code: string; verifier: string }> {
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(app, {
      redirect_uri: REDIRECT_URI,
      scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    const landed = await oauthBrowser.follow(url, REDIRECT_URI);
    if (!('uid' in landed)) throw new Error(`expected the consent page, got ${JSON.stringify(landed)}`);
    const posted = await oauthBrowser.api('POST', '/api/oauth/authorize', {
      uid: landed.uid,
      decision: 'approve',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const back = await oauthBrowser.follow(posted.body.data.redirectTo as string, REDIRECT_URI);
    if (!('callback' in back)) throw new Error(`expected the app's callback, got ${JSON.stringify(back)}`);
    const code = back.callback.searchParams.get('code');
    if (!code) throw new Error(`no code in ${back.callback.href}`);
    return { code, verifier };
  }

  const exchange = (code: string, verifier: string) =>
    tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });

  async function grantExists(grantId: string): Promise<boolean> {
    const rows = await ctx.database.db
      .select({ id: oauthArtifacts.id })
      .from(oauthArtifacts)
      .where(and(eq(oauthArtifacts.model, 'Grant'), eq(oauthArtifacts.id, grantId)));
    return rows.length > 0;
  }

  it('an authorization code: one exchange of N simultaneous ones gets tokens; the reuse revokes the grant', async () => {
    const { browser: oauthBrowser, userId } = await signedIn();
    const { code, verifier } = await codeFor(oauthBrowser, 'openid profile email');
    const grantId = await grantIdOf(ctx.database.db, userId, clientId);
    expect(grantId).toMatch(/^\S{10,}$/);

    const answers = await simultaneously(N, () => exchange(code, verifier));

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid profile email',
    });
    expect(winner.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(losers).toEqual(Array.from({ length: N - 1 }, () => ({ status: 400, body: INVALID_GRANT })));
    // As for a code replayed later (oauth-provider.test.ts): the second use ends the grant and what it gave.
    expect(await grantExists(grantId!)).toBe(false);
    const introspected = await client.tokenIntrospection(app, winner.body.access_token as string);
    expect(introspected).toEqual({ active: false });
    expect((await exchange(code, verifier)).body).toEqual(INVALID_GRANT);
  });

  it('a refresh token: one refresh of N simultaneous ones rotates it; the reuse revokes the grant', async () => {
    const { browser: oauthBrowser, userId } = await signedIn();
    const { code, verifier } = await codeFor(oauthBrowser, 'openid offline_access', { prompt: 'consent' });
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    const refreshToken = first.body.refresh_token as string;
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const grantId = await grantIdOf(ctx.database.db, userId, clientId);
    expect(grantId).toMatch(/^\S{10,}$/);

    const answers = await simultaneously(N, () =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid offline_access',
    });
    expect(winner.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(winner.body.refresh_token).not.toBe(refreshToken);
    expect(losers).toEqual(Array.from({ length: N - 1 }, () => ({ status: 400, body: INVALID_GRANT })));
    // Reuse detection, as for a sequential reuse: the grant is gone, and with it the winner's new tokens.
    expect(await grantExists(grantId!)).toBe(false);
    expect(await client.tokenIntrospection(app, winner.body.access_token as string)).toEqual({
      active: false,
    });
    const rotated = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: winner.body.refresh_token as string,
    });
    expect(rotated).toEqual({ status: 400, body: INVALID_GRANT });
  });

  it('a pushed authorization request: one of N simultaneous uses of its request_uri gets a code', async () => {
    const { browser: oauthBrowser } = await signedIn();
    // Consent given once, so the pushed request goes straight back to the app.
    await codeFor(oauthBrowser, 'openid profile');
    const verifier = client.randomPKCECodeVerifier();
    const url = await client.buildAuthorizationUrlWithPAR(app, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile',
      state: 'gepusht',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);

    const landed = await simultaneously(N, () => oauthBrowser.follow(url, REDIRECT_URI));

    const outcomes = await Promise.all(
      landed.map(async (result): Promise<Record<string, unknown>> => {
        if ('callback' in result) return Object.fromEntries(result.callback.searchParams);
        if ('uid' in result) return { uid: result.uid };
        const html = await result.page.text();
        return { page: result.page.status, failed: html.includes(FAILED) };
      }),
    );
    const withCode = outcomes.filter((outcome) => 'code' in outcome);
    expect(withCode).toEqual([
      { code: expect.stringMatching(/^\S{43}$/), state: 'gepusht', iss: `${origin}/oidc` },
    ]);
    // Refused where the loser noticed: at consuming it (back to the app) or already at reading it (the provider's
    // own page, as for a request_uri used earlier: without the pushed request there is no redirect_uri to trust).
    const refusals = outcomes.filter((outcome) => !('code' in outcome));
    expect(refusals).toHaveLength(N - 1);
    for (const refusal of refusals) {
      expect([
        {
          error: 'invalid_request_uri',
          error_description: 'request_uri is invalid, expired, or was already used',
          state: 'gepusht',
          iss: `${origin}/oidc`,
        },
        { page: 400, failed: true },
      ]).toContainEqual(refusal);
    }
  });
});

describe('sign-in and account codes, tokens and challenges (app.inject)', () => {
  it('a sign-in code: one of N simultaneous uses passes the first factor', async () => {
    const user = await createUser(ctx.database.db);
    const web = browser(ctx);
    const started = await web.post('/api/auth/start-email-challenge', { email: user.email });
    expect(started.statusCode, started.body).toBe(200);
    const challenge = (started.json() as { data: { challenge: string } }).data.challenge;
    const code = await latestEmailCode(ctx.database.db, user.email);

    const answers = (
      await simultaneously(N, () => web.post('/api/auth/complete-email-challenge', { challenge, code }))
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toEqual({
      data: {
        next: 'second_step',
        secondStep: { id: challenge, type: null, methods: ['password'] },
      },
    });
    // The code is used; a request that read the challenge after the winner finds the email step done.
    expectEach(losers, [
      validationError('code', CODE_EXPIRED),
      validationError('challenge', METHOD_UNAVAILABLE),
      THROTTLED,
    ]);
  });

  it('a sign-in challenge: one of N simultaneous completions starts a session', async () => {
    const user = await createUser(ctx.database.db);
    const web = browser(ctx);
    const started = await web.post('/api/auth/start-email-challenge', { email: user.email });
    expect(started.statusCode, started.body).toBe(200);
    const challenge = (started.json() as { data: { challenge: string } }).data.challenge;
    const code = await latestEmailCode(ctx.database.db, user.email);
    const first = await web.post('/api/auth/complete-email-challenge', { challenge, code });
    expect(first.statusCode, first.body).toBe(200);

    const answers = (
      await simultaneously(N, () =>
        web.post('/api/auth/complete-password-challenge', { challenge, password: TEST_PASSWORD }),
      )
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({ data: { next: 'authenticated' } });
    expectEach(losers, [{ status: 401, body: { message: EXPIRED } }, THROTTLED]);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('claiming a challenge: of N simultaneous claims exactly one gets it', async () => {
    // The HTTP calls above stagger on argon2 before they claim; here the claims themselves race.
    const user = await createUser(ctx.database.db);
    const { challenge } = await createChallenge(ctx.database.db, {
      userId: user.id,
      email: user.email,
      firstFactor: 'password',
      remember: false,
      intendedUrl: null,
    });
    const claims = await simultaneously(N, () => claimChallenge(ctx.database.db, challenge.id));
    expect(claims.sort()).toEqual([...Array<boolean>(N - 1).fill(false), true]);
  });

  it('a backup code: one of N simultaneous uses (each on its own challenge) signs in', async () => {
    const user = await createUser(ctx.database.db);
    await withAuthenticator(ctx, user);
    const [backupCode] = await replaceBackupCodes(ctx.database.db, user.id);
    const clients = Array.from({ length: N }, () => browser(ctx));
    // One after another: N passwords at once would meet the throttle (a burst counts its pending tries as failures).
    const steps: SecondStepBody[] = [];
    for (const each of clients) steps.push(await passwordStep(each, user.email));

    const answers = (
      await simultaneously(N, (index) =>
        clients[index]!.post('/api/auth/complete-backup-code-challenge', {
          challenge: steps[index]!.id,
          code: backupCode,
        }),
      )
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({ data: { next: 'authenticated', backupCodesLeft: 9 } });
    expectEach(losers, [validationError('code', WRONG_CODE)]);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('an authenticator code: one of N simultaneous uses (each on its own challenge) signs in', async () => {
    const user = await createUser(ctx.database.db);
    const secret = await withAuthenticator(ctx, user);
    const clients = Array.from({ length: N }, () => browser(ctx));
    // One after another: N passwords at once would meet the throttle (a burst counts its pending tries as failures).
    const steps: SecondStepBody[] = [];
    for (const each of clients) steps.push(await passwordStep(each, user.email));
    const code = authenticatorCode(secret);

    const answers = (
      await simultaneously(N, (index) =>
        clients[index]!.post('/api/auth/complete-totp-challenge', { challenge: steps[index]!.id, code }),
      )
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({ data: { next: 'authenticated' } });
    expectEach(losers, [validationError('code', CODE_USED)]);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('a verification code: one of N simultaneous uses verifies the address', async () => {
    const user = await createUser(ctx.database.db, { emailVerifiedAt: null, preferredOtp: null });
    const web = browser(ctx);
    await signIn(web, user.email);
    expect((await web.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
    const code = await latestVerificationCode(ctx.database.db, user.email);

    const answers = (await simultaneously(N, () => web.post('/api/user/verify-email', { code }))).map(
      answerOf,
    );

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({ data: { email: user.email, emailVerified: true } });
    expectEach(losers, [validationError('code', CODE_EXPIRED)]);
  });

  it('a re-confirmation code: one of N simultaneous uses confirms the session', async () => {
    const user = await createUser(ctx.database.db);
    const web = browser(ctx);
    await signIn(web, user.email);
    expect((await web.post('/api/auth/start-email-challenge', {})).statusCode).toBe(200);
    const code = await latestVerificationCode(ctx.database.db, user.email);

    const answers = (
      await simultaneously(N, () => web.post('/api/auth/complete-email-challenge', { code }))
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toMatchObject({ data: { confirmed: true, method: 'email' } });
    expectEach(losers, [validationError('code', CODE_EXPIRED), THROTTLED]);
  });

  it('a password-reset link: one of N simultaneous resets sets the password', async () => {
    const user = await createUser(ctx.database.db);
    const sent = await browser(ctx).post('/api/auth/send-password-reset-link', { email: user.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestOutboxMessage(ctx.database.db, user.email, 'passwordReset');
    const token = /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);

    const answers = (
      await simultaneously(N, () =>
        browser(ctx).post('/api/auth/reset-password', {
          token,
          email: user.email,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        }),
      )
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    expect(winner.body).toEqual({ data: { reset: true } });
    expectEach(losers, [validationError('token', RESET_TOKEN_INVALID)]);
  });

  it('claiming a social sign-in: of N simultaneous claims of its state exactly one gets it', async () => {
    const bindingToken = newSocialBinding();
    const state = `staat-${Math.random().toString(36).slice(2, 10)}`;
    await storeSocialSignIn(ctx.database.db, {
      provider: 'google',
      state,
      codeVerifier: 'verifier',
      nonce: 'nonce',
      remember: false,
      intendedUrl: null,
      bindingToken,
    });
    const claims = await simultaneously(N, () => claimSocialSignIn(ctx.database.db, state, bindingToken));
    expect(claims.map((claim) => claim?.provider ?? null).sort()).toEqual([
      'google',
      ...Array<null>(N - 1).fill(null),
    ]);
  });

  it('a social sign-in state: one of N simultaneous callbacks signs in', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null });
    const subject = `onderwerp-${Math.random().toString(36).slice(2, 10)}`;
    await linkIdentity(ctx.database.db, user.id, 'google', subject, null);
    const web = browser(ctx);
    const started = await web.post('/api/auth/login-with-google', {});
    expect(started.statusCode, started.body).toBe(200);
    const url = (started.json() as { data: { url: string } }).data.url;
    const answer = await authorizeAtStandIn(url, subject, `${origin}/o/oauth2-callback`);
    if (answer.mode !== 'query') throw new Error('Google answers with a redirect');

    const answers = (
      await simultaneously(N, () => web.post('/api/auth/oauth2-callback', { query: answer.search }))
    ).map(answerOf);

    const { winner, losers } = oneWinner(answers);
    // Signed in (one session); without a second step the user still has onboarding to finish.
    expect(winner.body).toEqual({ data: { next: 'onboarding' } });
    expectEach(losers, [{ status: 401, body: { message: SOCIAL_EXPIRED } }]);
    expect(await sessionCount(user.id)).toBe(1);
  });
});
