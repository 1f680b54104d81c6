import {
  resetLinkAnswer,
  resetLinkParams,
  resetPasswordAnswer,
  resetPasswordBody,
  sendResetLinkAnswer,
  sendResetLinkBody,
} from '../../../contract/api/passwords.ts';
import type { App } from '../../app-types.ts';
import { issueXsrfToken } from '../../http/csrf.ts';
import { withResponseFloor } from '../../http/response-floor.ts';
import { readDeviceCookie, setDeviceCookie } from '../../http/device-cookie.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { rememberDevice } from '../devices/remember-device.ts';
import { checkResetLink, resetPassword } from './reset-password.ts';
import { SEND_LINK_MIN_RESPONSE_MS } from './reset-policy.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

/**
 * The forgotten-password calls of spec §7: send the link, and set a new password with it (which also makes the
 * browser a known device of the account); plus the check the reset page makes when it opens (issue 18), which never
 * uses the link.
 */
export async function passwordResetRoutes(app: App): Promise<void> {
  app.post(
    '/auth/send-password-reset-link',
    {
      schema: { body: sendResetLinkBody, response: { 200: sendResetLinkAnswer } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await withResponseFloor(SEND_LINK_MIN_RESPONSE_MS, request.log, 'the password-reset link', () =>
        sendPasswordResetLink(
          { db: app.database.db, notifier: app.notifier, appUrl: app.config.APP_URL },
          { email: request.body.email, ip: request.ip },
        ),
      );
      return { data: { sent: true as const } };
    },
  );

  app.get(
    '/auth/reset-password/:token',
    {
      schema: { params: resetLinkParams, response: { 200: resetLinkAnswer } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await checkResetLink(app.database.db, request.params.token);
      return { data: { valid: true as const } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { body: resetPasswordBody, response: { 200: resetPasswordAnswer } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const now = new Date();
      const { userId } = await resetPassword(app.database.db, request.body, {
        appName: app.config.APP_NAME,
        now,
      });
      // The reset proved the mailbox: this browser becomes a known device of the account (not trusted), so the
      // owner's next sign-in here counts apart from strangers' guesses (docs/sign-in.md "No targeted lock-out").
      const deviceCookie = await rememberDevice(
        {
          db: app.database.db,
          appKey: app.appKey,
          deviceEntries: readDeviceCookie(request),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          now,
        },
        userId,
        { trust: false },
      );
      setDeviceCookie(reply, app.config, deviceCookie);
      // Every session of the account is gone; a browser that held one of them gets its cookie cleared too.
      if (request.session?.userId === userId) {
        clearSessionCookie(reply, app.config);
        request.session = null;
        issueXsrfToken(request, reply);
      }
      return { data: { reset: true as const } };
    },
  );
}
