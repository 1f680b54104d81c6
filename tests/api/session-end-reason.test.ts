import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server/translate.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const UNAUTHENTICATED = translate('server.unauthenticated');

/** Issue 18 point 6: a 401 says why the request has no session, so the SPA can tell the person. */
describe('401 reason codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('no_session without a session cookie', async () => {
    const response = await new ApiClient(ctx.app).get('/api/user/sessions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: UNAUTHENTICATED, reason: 'no_session' });
  });

  it('session_ended for a session ended from another browser (Inlogactiviteit)', async () => {
    const user = await createUser(ctx.database.db);
    const laptop = new ApiClient(ctx.app);
    const phone = new ApiClient(ctx.app);
    await signIn(laptop, user.email);
    await signIn(phone, user.email);
    const list = (await phone.get('/api/user/sessions')).json() as {
      data: { id: string; current: boolean }[];
    };
    const other = list.data.find((session) => !session.current);
    expect((await phone.delete(`/api/user/sessions/${other?.id}`)).statusCode).toBe(204);

    const response = await laptop.get('/api/user/sessions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: UNAUTHENTICATED, reason: 'session_ended' });
    // The cookie is cleared with that answer: the next call has none.
    expect((await laptop.get('/api/user/sessions')).json()).toMatchObject({ reason: 'no_session' });
  });

  it('session_expired for a session past its end', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await client.get('/api/user/sessions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: UNAUTHENTICATED, reason: 'session_expired' });
  });
});
