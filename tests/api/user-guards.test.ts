import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../resources/permissions.ts';
import { requirePermission, requireUser } from '../../server/auth/sessions/guards.ts';
import { createSession } from '../../server/auth/sessions/sessions.ts';
import { HttpError } from '../../server/http/http-error.ts';
import type { SessionContext } from '../../server/http/request-context.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

// The guards the routes of later issues call; exercised on a request as the session plugin leaves it.
describe('requireUser and requirePermission', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const requestWith = (session: SessionContext | null) =>
    ({ session, server: ctx.app }) as unknown as FastifyRequest;

  async function sessionOf(permissions: Permission[]) {
    const user = await createUser(ctx.database.db, { permissions });
    const { session } = await createSession(ctx.database.db, {
      userId: user.id,
      remember: false,
      userAgent: 'test',
      ip: '127.0.0.1',
    });
    return session;
  }

  async function thrown(action: () => unknown): Promise<HttpError> {
    try {
      await action();
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error('expected an HttpError');
  }

  it('requireUser answers the session, or 401 without one', async () => {
    const session = await sessionOf([]);
    expect(requireUser(requestWith(session))).toBe(session);
    const error = await thrown(() => requireUser(requestWith(null)));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Je bent niet ingelogd.');
  });

  it('requirePermission passes with the permission, 403 without it, 401 without a session', async () => {
    const session = await sessionOf(['manage_tags']);
    await expect(requirePermission(requestWith(session), 'manage_tags')).resolves.toBe(session);
    const forbidden = await thrown(() => requirePermission(requestWith(session), 'manage_roles'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.message).toBe('Je hebt geen toegang tot deze actie.');
    expect((await thrown(() => requirePermission(requestWith(null), 'manage_tags'))).statusCode).toBe(401);
  });
});
