import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { userPermissions, users } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

describe('GET /user', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const response = await new ApiClient(ctx.app).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
  });

  it('answers the account user with onboarding derived from the account', async () => {
    const verified = new Date('2025-02-01T09:00:00Z');
    const user = await createUser(ctx.database.db, {
      firstname: 'Noor',
      lastname: 'van Dijk',
      birthday: '1988-07-14',
      gender: 'female',
      phone: '+31611223344',
      phoneVerifiedAt: verified,
      phoneVerificationSkippedAt: null,
      preferredOtp: 'sms',
    });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: user.id,
        firstname: 'Noor',
        lastname: 'van Dijk',
        birthday: '1988-07-14',
        gender: 'female',
        email: user.email,
        phone: '+31611223344',
        avatar: null,
        emailVerified: true,
        phoneVerified: true,
        onboarding: {
          accept_terms: 'completed',
          setup_login: 'completed',
          verify_email: 'completed',
          verify_phone: 'completed',
          setup_otp: 'completed',
        },
      },
    });
  });

  it('shows pending and skipped steps of a user in onboarding', async () => {
    const user = await createUser(ctx.database.db, {
      emailVerifiedAt: null,
      preferredOtp: null,
      passwordChangeRequired: true,
    });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const body = (await client.get('/api/user')).json() as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      birthday: null,
      gender: null,
      phone: null,
      emailVerified: false,
      phoneVerified: false,
      onboarding: {
        accept_terms: 'completed',
        setup_login: 'pending',
        verify_email: 'pending',
        verify_phone: 'skipped',
        setup_otp: 'pending',
      },
    });
  });
});

describe('GET /user: a linked identity as the way to sign in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function onboarding(passwordChangeRequired: boolean) {
    const user = await createUser(ctx.database.db, { preferredOtp: null, passwordChangeRequired });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    return { user, client };
  }

  const setupLogin = async (client: ApiClient) =>
    ((await client.get('/api/user')).json() as { data: { onboarding: { setup_login: string } } }).data
      .onboarding.setup_login;

  it('completes setup_login for a user without a password once an identity is linked', async () => {
    const { user, client } = await onboarding(false);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect(await setupLogin(client)).toBe('pending');
    await linkIdentity(ctx.database.db, user.id, 'microsoft', `sub-${user.id}`, null);
    expect(await setupLogin(client)).toBe('completed');
  });

  it('keeps setup_login pending while a one-time password waits to be replaced', async () => {
    const { user, client } = await onboarding(true);
    await linkIdentity(ctx.database.db, user.id, 'apple', `sub-${user.id}`, null);
    expect(await setupLogin(client)).toBe('pending');
  });
});

describe('GET /user/permissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    expect((await new ApiClient(ctx.app).get('/api/user/permissions')).statusCode).toBe(401);
  });

  it('answers the user’s permissions, sorted, only the known ones', async () => {
    const user = await createUser(ctx.database.db, { permissions: ['view_employees', 'manage_tags'] });
    await ctx.database.db.insert(userPermissions).values({ userId: user.id, permission: 'launch_rockets' });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const response = await client.get('/api/user/permissions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['manage_tags', 'view_employees'] });
  });

  it('answers an empty list for a user without permissions', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    expect((await client.get('/api/user/permissions')).json()).toEqual({ data: [] });
  });
});

describe('/api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => ctx.close());

  it('lists the account calls with their request bodies', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const { paths } = document;
    for (const [path, method] of [
      ['/api/user', 'patch'],
      ['/api/user/accept-terms-of-use', 'post'],
      ['/api/user/setup-password', 'post'],
      ['/api/user/skip-phone-verification', 'post'],
      ['/api/user/update-otp-preference', 'post'],
      ['/api/user/update-email', 'post'],
      ['/api/user/verify-email', 'post'],
      ['/api/user/update-phone', 'post'],
      ['/api/user/verify-phone', 'post'],
      ['/api/user/avatar', 'post'],
      ['/api/user/avatar', 'delete'],
      ['/api/avatars/{userId}/{version}', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/user/update-email']?.post?.requestBody?.content).toHaveProperty('application/json');
    expect(paths['/api/user/avatar']?.post?.requestBody?.content ?? {}).toHaveProperty('multipart/form-data');
  });
});
