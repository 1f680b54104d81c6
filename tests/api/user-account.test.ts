import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPermissions } from '../../server/db/schema/index.ts';
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
    expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.' });
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
