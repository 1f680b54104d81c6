import type {} from '@fastify/rate-limit';
import type { App } from '../app-types.ts';
import { currentUser } from '../account/current-user.ts';
import { replaceBackupCodes } from '../auth/codes/backup-codes.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { confirmTotpSetup, disableTotp, startTotpSetup, totpStatus } from './totp-setup.ts';
import { WRITE_LIMIT } from './limits.ts';
import { DURING_ONBOARDING } from '../http/access.ts';
import {
  confirmTotpAnswer,
  confirmTotpBody,
  renewBackupCodesAnswer,
  startTotpAnswer,
  totpStatusAnswer,
  type TotpStatus,
} from '../../contract/api/security.ts';

const tags = ['security'];

function statusBody(found: ReturnType<typeof totpStatus>): { data: TotpStatus } {
  return { data: { ...found, confirmedAt: found.confirmedAt?.toISOString() ?? null } };
}

/**
 * The authenticator (`GET/POST/PATCH/DELETE /totp`) and backup codes (`POST /user/backup-codes`): every change
 * needs a recent confirmation that is not an email code (docs/self-service.md), and ends the trust of every device
 * (docs/sign-in.md "Known and trusted devices").
 */
export async function totpRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get('/totp', { schema: { tags, response: { 200: totpStatusAnswer } } }, async (request) =>
    statusBody(totpStatus(await currentUser(db, requireUser(request)))),
  );

  app.post(
    '/totp',
    {
      schema: { tags, response: { 200: startTotpAnswer } },
      config: { ...WRITE_LIMIT, ...DURING_ONBOARDING },
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      const user = await currentUser(db, session);
      return { data: await startTotpSetup(db, app.appKey, app.config.APP_NAME, user) };
    },
  );

  app.patch(
    '/totp',
    {
      schema: { tags, body: confirmTotpBody, response: { 200: confirmTotpAnswer } },
      config: { ...WRITE_LIMIT, ...DURING_ONBOARDING },
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      const user = await currentUser(db, session);
      return { data: await confirmTotpSetup(db, app.appKey, user, request.body.code, new Date()) };
    },
  );

  app.delete(
    '/totp',
    { schema: { tags, response: { 200: totpStatusAnswer } }, config: WRITE_LIMIT },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      await disableTotp(db, await currentUser(db, session), new Date());
      return statusBody(totpStatus(await currentUser(db, session)));
    },
  );

  app.post(
    '/user/backup-codes',
    {
      schema: { tags, response: { 200: renewBackupCodesAnswer } },
      config: WRITE_LIMIT,
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      const backupCodes = await replaceBackupCodes(db, session.userId);
      await revokeTrustedDevices(db, session.userId);
      return { data: { backupCodes } };
    },
  );
}
