/**
 * Issue 7 "Two instances": two servers on one database and one Redis behind a loopback round-robin proxy, with no
 * sticky sessions. Every request goes through the proxy, so consecutive requests land on different instances, and
 * each instance has its own connections and its own copy of the server modules (tests/helpers/isolated-instance.ts):
 * an in-process cache of sessions or permissions is not shared between them, as between two processes.
 *
 * "At once" is meant strictly: the very next request after a log-out or a permission change, served by the other
 * instance, already sees it; no retries, no waiting. Only maintenance mode is allowed its documented delay
 * (MAINTENANCE_CACHE_MS).
 *
 * Only with REDIS_URL (vitest.config.ts includes *.redis.test.ts files then).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { signInEvents } from '../../server/db/schema/index.ts';
import { MAINTENANCE_CACHE_MS, setMaintenance } from '../../server/http/maintenance.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { HttpBrowser, type HttpAnswer } from '../helpers/http-browser.ts';
import { startIsolatedInstance, type ServerInstance } from '../helpers/isolated-instance.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { randomIp, RATE_LIMITED } from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';
import { redisUrl } from '../helpers/redis.ts';

/** The per-IP ceiling on /api both instances run with; every client below has its own address. */
const CEILING = 40;
/** How long both instances may take to follow a maintenance switch: their cache time and a small margin. */
const MAINTENANCE_MARGIN_MS = 500;
const MAINTENANCE_DEADLINE_MS = MAINTENANCE_CACHE_MS + MAINTENANCE_MARGIN_MS;
const MAINTENANCE_MESSAGE =
  'Zorgportaal is tijdelijk niet beschikbaar wegens onderhoud. Probeer het later opnieuw.';
const LOGIN = '/api/auth/login-with-password';
const SESSION_COOKIE = 'zp_session';

/** The instance that did not serve `answer`. */
function otherThan(answer: HttpAnswer): number {
  expect(answer.servedBy === 0 || answer.servedBy === 1, `served by ${answer.servedBy}`).toBe(true);
  return 1 - (answer.servedBy ?? 0);
}

/** Each answer came from the other instance than the one before it. */
function expectAlternating(answers: HttpAnswer[]): void {
  const servedBy = answers.map((answer) => answer.servedBy);
  expect(servedBy).toEqual(servedBy.map((_, index) => ((servedBy[0] ?? 0) + index) % 2));
}

describe('two instances behind a round-robin proxy, one database and one Redis', () => {
  let storage: Database;
  let instances: ServerInstance[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    storage = await createTestDatabase();
    // As in production behind a proxy on this host: per-IP limits count the client address it forwards.
    const env = {
      REDIS_URL: redisUrl(),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: String(CEILING),
    };
    // One after the other: the first start writes the generated app key that the second one reads.
    instances.push(await startIsolatedInstance(env, storage));
    instances.push(await startIsolatedInstance(env, storage));
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances.reverse()) await instance.close();
    instances = [];
    await storage?.close();
  });

  /** A browser talking to the proxy from an address of its own (its own per-IP counters in Redis). */
  const browser = () => new HttpBrowser(proxy.url, randomIp());
  const requestCounts = () => instances.map((instance) => instance.requests());

  /** The password step and the email code, each call through the proxy; gives the answers in order. */
  async function signInThroughProxy(client: HttpBrowser, email: string): Promise<HttpAnswer[]> {
    const visitor = await client.get('/api/session');
    expect(visitor.status).toBe(200);
    const login = await client.post(LOGIN, { email, password: TEST_PASSWORD });
    expect(login.status, login.body).toBe(200);
    const step = login.json<{ data: { next: string; secondStep: { id: string } } }>().data;
    expect(step.next).toBe('second_step');
    const sent = await client.post('/api/auth/start-email-challenge', { challenge: step.secondStep.id });
    expect(sent.status, sent.body).toBe(200);
    const code = await latestEmailCode(storage.db, email);
    const done = await client.post('/api/auth/complete-email-challenge', {
      challenge: step.secondStep.id,
      code,
    });
    expect(done.status, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { next: 'authenticated' } });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    return [visitor, login, sent, done];
  }

  /** Re-confirms the session with the password (docs/self-service.md), through the proxy. */
  async function confirmThroughProxy(client: HttpBrowser): Promise<HttpAnswer> {
    const answer = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ data: { confirmed: true, method: 'password' } });
    return answer;
  }

  /** Two calls of `path`, so both instances have just served this session (and could have cached it). */
  async function expectOnBoth(client: HttpBrowser, path: string, status: number): Promise<void> {
    const answers = [await client.get(path), await client.get(path)];
    for (const answer of answers) expect(answer.status, answer.body).toBe(status);
    expect(answers.map((answer) => answer.servedBy).sort()).toEqual([0, 1]);
  }

  /** A browser that sends the given cookies (kept from before a log-out) on one request. */
  const withCookies = (client: HttpBrowser, cookies: Map<string, string>) =>
    new HttpBrowser(client.baseUrl, client.forwardedFor, new Map(cookies));

  it('signs in with its steps on alternating instances and serves the session on both', async () => {
    const user = await createUser(storage.db);
    const client = browser();
    const before = requestCounts();

    const steps = await signInThroughProxy(client, user.email);
    const reads: HttpAnswer[] = [];
    for (let i = 0; i < 6; i += 1) {
      const read = await client.get('/api/user');
      expect(read.status, read.body).toBe(200);
      expect(read.json()).toMatchObject({ data: { email: user.email } });
      reads.push(read);
    }

    // The challenge made by one instance was completed on the other, and reads alternated.
    expectAlternating([...steps, ...reads]);
    expect(steps[1]?.servedBy).not.toBe(steps[2]?.servedBy);
    expect(steps[2]?.servedBy).not.toBe(steps[3]?.servedBy);
    // The instances' own counts agree with the proxy's header: each served half of the ten requests.
    expect(requestCounts().map((count, index) => count - (before[index] ?? 0))).toEqual([5, 5]);
  });

  it.each([1, 2, 3, 4, 5])(
    'refuses a session logged out on one instance on the other at once (%i)',
    async () => {
      const user = await createUser(storage.db);
      const client = browser();
      await signInThroughProxy(client, user.email);
      await expectOnBoth(client, '/api/user', 200);
      const signedIn = new Map(client.cookies);

      const logout = await client.post('/api/auth/logout');
      expect(logout.status, logout.body).toBe(204);
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

      // The old cookie, sent again right away: the other instance first, then the one that logged out.
      const stale = withCookies(client, signedIn);
      const next = await stale.get('/api/user');
      expect(next.status, next.body).toBe(401);
      expect(next.servedBy).toBe(otherThan(logout));
      expect(stale.cookies.has(SESSION_COOKIE)).toBe(false);
      const after = await withCookies(client, signedIn).get('/api/user');
      expect(after.status, after.body).toBe(401);
      expect(after.servedBy).toBe(logout.servedBy);
    },
  );

  it('ends one session, and all other sessions, from the security page: refused on the other instance at once', async () => {
    const user = await createUser(storage.db);
    const [here, there, third] = [browser(), browser(), browser()];
    for (const client of [here, there, third]) await signInThroughProxy(client, user.email);
    await expectOnBoth(there, '/api/user', 200);
    await expectOnBoth(third, '/api/user', 200);
    const thirdCookies = new Map(third.cookies);

    // Ending one session (no confirmation needed).
    const list = await here.get('/api/user/sessions');
    expect(list.status, list.body).toBe(200);
    const sessions = list.json<{ data: { id: string; ip: string; current: boolean }[] }>().data;
    const thirdSession = sessions.find((session) => session.ip === third.forwardedFor);
    expect(thirdSession?.current).toBe(false);
    const ended = await here.delete(`/api/user/sessions/${thirdSession?.id}`);
    expect(ended.status, ended.body).toBe(204);
    const refused = await third.get('/api/user');
    expect(refused.status, refused.body).toBe(401);
    expect(refused.servedBy).toBe(otherThan(ended));
    const again = await withCookies(third, thirdCookies).get('/api/user');
    expect(again.status, again.body).toBe(401);
    expect(again.servedBy).toBe(ended.servedBy);

    // "Log out all other sessions" needs a recent confirmation; the one made on one instance counts on the other.
    const unconfirmed = await here.delete('/api/user/sessions');
    expect(unconfirmed.status, unconfirmed.body).toBe(423);
    const confirmed = await confirmThroughProxy(here);
    const all = await here.delete('/api/user/sessions');
    expect(all.servedBy).toBe(otherThan(confirmed));
    expect(all.status, all.body).toBe(200);
    expect(all.json()).toEqual({ data: { ended: 1 } });
    const thereCookies = new Map(there.cookies);
    const out = await there.get('/api/user');
    expect(out.status, out.body).toBe(401);
    expect(out.servedBy).toBe(otherThan(all));
    const outAgain = await withCookies(there, thereCookies).get('/api/user');
    expect(outAgain.status, outAgain.body).toBe(401);
    expect(outAgain.servedBy).toBe(all.servedBy);
    // The session that ended the others goes on, on both instances.
    await expectOnBoth(here, '/api/user', 200);
  });

  it('applies a permission change made on one instance on the other at once: 403, and 200 when granted back', async () => {
    const adminUser = await createUser(storage.db, {
      permissions: ['manage_employees', 'manage_roles', 'view_employees'],
    });
    const member = await createUser(storage.db);
    const admin = browser();
    await signInThroughProxy(admin, adminUser.email);
    await confirmThroughProxy(admin);

    const created = await admin.post('/api/employees', {
      firstName: 'Mila',
      lastName: 'Twee Instanties',
      email: member.email,
    });
    expect(created.status, created.body).toBe(201);
    const employeeId = created.json<{ data: { id: string } }>().data.id;
    // The employee's email is the member's: their existing account is linked when asked (200, nobody invited).
    const linked = await admin.post(`/api/employees/${employeeId}/account`, { linkExisting: true });
    expect(linked.status, linked.body).toBe(200);
    const role = await admin.post('/api/roles', {
      name: 'Lezer twee instanties',
      permissions: ['view_employees'],
    });
    expect(role.status, role.body).toBe(201);
    const roleId = role.json<{ data: { id: string } }>().data.id;

    const memberClient = browser();
    await signInThroughProxy(memberClient, member.email);
    await expectOnBoth(memberClient, '/api/employees', 403);

    /** An admin call, then the member's next two reads: first on the other instance, then on the same one. */
    async function changeThenRead(change: () => Promise<HttpAnswer>, expected: 200 | 403): Promise<void> {
      const changed = await change();
      expect(changed.status, changed.body).toBe(200);
      const next = await memberClient.get('/api/employees');
      expect(next.status, next.body).toBe(expected);
      expect(next.servedBy).toBe(otherThan(changed));
      const after = await memberClient.get('/api/employees');
      expect(after.status, after.body).toBe(expected);
      expect(after.servedBy).toBe(changed.servedBy);
    }
    const setPermissions = (permissions: string[]) => () =>
      admin.post(`/api/employees/${employeeId}/update-permissions`, { permissions });
    const setRoles = (roles: string[]) => () => admin.put(`/api/employees/${employeeId}/roles`, { roles });

    // The employee's own permissions, many times over: each instance keeps sessions (the default), and a change
    // must reach the other one before its answer, every time.
    for (let round = 0; round < 5; round += 1) {
      await changeThenRead(setPermissions(['view_employees']), 200);
      await changeThenRead(setPermissions([]), 403);
    }
    // A role's permissions through the employee's roles.
    await changeThenRead(setRoles([roleId]), 200);
    await changeThenRead(setRoles([]), 403);
    await changeThenRead(setRoles([roleId]), 200);
  });

  it('counts the per-IP ceiling across both instances in Redis', async () => {
    const client = browser();
    const before = requestCounts();
    const allowed: HttpAnswer[] = [];
    for (let i = 0; i < CEILING; i += 1) allowed.push(await client.get('/api/session'));
    expect(allowed.map((answer) => answer.status)).toEqual(Array<number>(CEILING).fill(200));
    expectAlternating(allowed);

    const over = await client.get('/api/session');
    expect(over.status, over.body).toBe(429);
    expect(over.json()).toEqual({ message: RATE_LIMITED });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const overAgain = await client.get('/api/session');
    expect(overAgain.status, overAgain.body).toBe(429);
    expect(overAgain.servedBy).toBe(otherThan(over));

    // Each instance saw about half, far below its ceiling: alone it would have let every request through.
    const seen = requestCounts().map((count, index) => count - (before[index] ?? 0));
    expect(seen).toEqual([(CEILING + 2) / 2, (CEILING + 2) / 2]);
    // Another client is not affected.
    expect((await browser().get('/api/session')).status).toBe(200);
  });

  it('throttles sign-in across instances: a failure on one makes the other refuse the next attempt', async () => {
    const user = await createUser(storage.db);
    // Eight earlier failures, half an hour ago: their growing delay (8 s) has passed, but they count, so the
    // next failure makes every attempt wait 2^(9−5) = 16 s, long enough to assert without racing the clock.
    const halfAnHourAgo = Date.now() - 30 * 60 * 1000;
    await storage.db.insert(signInEvents).values(
      Array.from({ length: 8 }, (_, index) => ({
        email: user.email,
        method: 'password' as const,
        kind: 'password' as const,
        outcome: 'failure' as const,
        reason: 'seeded',
        ip: randomIp(),
        createdAt: new Date(halfAnHourAgo + index * 1000),
      })),
    );
    const client = browser();
    expect((await client.get('/api/session')).status).toBe(200);
    const wrong = await client.post(LOGIN, { email: user.email, password: 'fout-wachtwoord' });
    expect(wrong.status, wrong.body).toBe(422);

    const next = await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    expect(next.status, next.body).toBe(429);
    expect(next.servedBy).toBe(otherThan(wrong));
    const retryAfter = Number(next.headers.get('retry-after'));
    expect(next.json()).toEqual({
      message: RATE_LIMITED,
      retryAfter,
      alternatives: ['email_code', 'password_reset'],
    });
    expect(retryAfter).toBeGreaterThanOrEqual(14);
    expect(retryAfter).toBeLessThanOrEqual(16);
    const after = await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    expect(after.status, after.body).toBe(429);
    expect(after.servedBy).toBe(wrong.servedBy);
  });

  describe('maintenance mode', () => {
    /**
     * Polls through the proxy (a fresh client address, so the polling stays under the ceiling) until both
     * instances have answered `status`, or the deadline passes; gives, per instance, when it first did (ms
     * after the start) or null, and the first such answer.
     */
    async function untilBothAnswer(
      status: number,
    ): Promise<{ reachedAfterMs: (number | null)[]; first: HttpAnswer | undefined }> {
      const poller = browser();
      const started = performance.now();
      const reachedAfterMs: (number | null)[] = [null, null];
      let first: HttpAnswer | undefined;
      while (reachedAfterMs.includes(null) && performance.now() - started <= MAINTENANCE_DEADLINE_MS) {
        const answer = await poller.get('/api/session');
        const instance = answer.servedBy ?? -1;
        if (answer.status === status && reachedAfterMs[instance] === null) {
          reachedAfterMs[instance] = performance.now() - started;
          first ??= answer;
        }
        await sleep(50);
      }
      return { reachedAfterMs, first };
    }

    it('is switched for both instances through the shared storage within MAINTENANCE_CACHE_MS', async () => {
      expect(MAINTENANCE_DEADLINE_MS).toBe(MAINTENANCE_CACHE_MS + MAINTENANCE_MARGIN_MS);
      expect(MAINTENANCE_MARGIN_MS).toBeLessThanOrEqual(MAINTENANCE_CACHE_MS / 2);
      const client = browser();
      await expectOnBoth(client, '/api/session', 200);

      // As `npm run maintenance -- on` does: its own connection to the database, no instance told.
      await setMaintenance(storage.db, true);
      try {
        const on = await untilBothAnswer(503);
        expect(on.reachedAfterMs.every((ms) => ms !== null && ms <= MAINTENANCE_DEADLINE_MS)).toBe(true);
        expect(on.first?.json()).toEqual({ message: MAINTENANCE_MESSAGE, maintenance: true });
        expect(on.first?.headers.get('retry-after')).toBe('60');
        await expectOnBoth(browser(), '/api/session', 503);
      } finally {
        await setMaintenance(storage.db, false);
      }
      const off = await untilBothAnswer(200);
      expect(off.reachedAfterMs.every((ms) => ms !== null && ms <= MAINTENANCE_DEADLINE_MS)).toBe(true);
      await expectOnBoth(browser(), '/api/session', 200);
    });
  });
});
