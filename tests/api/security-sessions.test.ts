import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { randomIp } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface SessionItem {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

describe('login activity: /user/sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function twoDevices() {
    const user = await createUser(ctx.database.db);
    const laptop = new ApiClient(ctx.app, FIREFOX, { 'x-forwarded-for': randomIp() });
    const phone = new ApiClient(ctx.app, SAFARI, { 'x-forwarded-for': '10.9.8.7' });
    await signIn(laptop, user.email);
    await signIn(phone, user.email);
    return { user, laptop, phone };
  }

  it('lists the user’s sessions with browser and OS from the user agent, IP and the current one marked', async () => {
    const { laptop } = await twoDevices();
    const other = await createUser(ctx.database.db);
    await signIn(new ApiClient(ctx.app), other.email);
    const response = await laptop.get('/api/user/sessions');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: SessionItem[] };
    expect(data).toHaveLength(2);
    const current = data.find((item) => item.current)!;
    expect(current).toMatchObject({ browser: 'Firefox 128', os: 'Windows 10' });
    const iphone = data.find((item) => !item.current)!;
    expect(iphone).toMatchObject({ browser: 'Safari 17', ip: '10.9.8.7', current: false });
    expect(iphone.os).toMatch(/^iOS/);
    expect(Date.parse(iphone.createdAt)).not.toBeNaN();
    expect(Date.parse(iphone.lastActiveAt)).not.toBeNaN();
  });

  it('ends one session (204): its cookie fails on the very next request; another user’s is 404', async () => {
    const { laptop, phone } = await twoDevices();
    const { data } = (await laptop.get('/api/user/sessions')).json() as { data: SessionItem[] };
    const phoneSession = data.find((item) => !item.current)!;
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const ended = await laptop.delete(`/api/user/sessions/${phoneSession.id}`);
    expect(ended.statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);

    const stranger = await twoDevices();
    const theirs = (await stranger.laptop.get('/api/user/sessions')).json() as { data: SessionItem[] };
    const notMine = await laptop.delete(`/api/user/sessions/${theirs.data[0]!.id}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Deze sessie bestaat niet (meer).' });
    expect((await laptop.delete('/api/user/sessions/geen-id')).statusCode).toBe(404);
    expect((await stranger.laptop.get('/api/user')).statusCode).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const { laptop } = await twoDevices();
    const { data } = (await laptop.get('/api/user/sessions')).json() as { data: SessionItem[] };
    const response = await laptop.delete(`/api/user/sessions/${data.find((item) => item.current)!.id}`);
    expect(response.statusCode).toBe(204);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
  });

  it('ends all other sessions only after a recent confirmation (423 first), keeping this one', async () => {
    const { user, laptop, phone } = await twoDevices();
    const locked = await laptop.delete('/api/user/sessions');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      message: 'Bevestig eerst dat jij het bent.',
      data: { challenge: { methods: ['password', 'email'] } },
    });
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    await confirmSession(laptop);
    const response = await laptop.delete('/api/user/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ended: 1 } });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
  });

  it('needs a session (401) and the XSRF header (419)', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get('/api/user/sessions')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/user/sessions')).statusCode).toBe(401);
    const { laptop } = await twoDevices();
    expect((await laptop.delete('/api/user/sessions', { withoutXsrf: true })).statusCode).toBe(419);
  });
});
