import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { IdentityProvider } from '../../contract/enums.ts';
import { signInEvents, type User } from '../db/schema/index.ts';
import type { SessionContext } from '../http/request-context.ts';
import { smsAvailable } from '../notify/channels.ts';
import { backupCodeCounts } from '../auth/codes/backup-codes.ts';
import { confirmedUntil } from '../auth/confirmation/mark-confirmed.ts';
import { countPasskeys } from '../auth/passkeys/passkey-store.ts';
import { identitiesOfUser } from '../auth/social/identities.ts';
import { configuredProviders } from '../auth/social/providers.ts';
import { describeUserAgent } from './user-agent.ts';

/** How many sign-in events the page shows. */
export const RECENT_SIGN_INS = 10;

/** `GET /user/security-settings` (docs/self-service.md "Security settings"). */
export interface SecuritySettings {
  hasPassword: boolean;
  preferredOtp: User['preferredOtp'];
  email: string;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  smsAvailable: boolean;
  totp: { enabled: boolean; confirmedAt: Date | null };
  /** How many passkeys the user has (the list is `GET /user/passkeys`): with one, `passkey` may be preferred. */
  passkeys: number;
  backupCodesLeft: number;
  /** How many codes the current set has: 0 when the user never made any ("nog geen" rather than "geen … meer"). */
  backupCodesIssued: number;
  identities: { provider: IdentityProvider; email: string | null; linkedAt: Date }[];
  providers: IdentityProvider[];
  recentSignIns: {
    at: Date;
    method: string;
    outcome: string;
    ip: string;
    browser: string | null;
    os: string | null;
  }[];
  /** Until when the session's last re-confirmation counts, or null (none, or past). */
  confirmedUntil: Date | null;
}

/** Everything the security page shows about the signed-in user. */
export async function securitySettings(
  db: Db,
  config: Config,
  user: User,
  session: SessionContext,
  now: Date,
): Promise<SecuritySettings> {
  const [identities, codes, passkeys, events] = await Promise.all([
    identitiesOfUser(db, user.id),
    backupCodeCounts(db, user.id),
    countPasskeys(db, user.id),
    db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.userId, user.id))
      .orderBy(desc(signInEvents.createdAt))
      .limit(RECENT_SIGN_INS),
  ]);
  const until = session.confirmedAt ? confirmedUntil(session.confirmedAt) : null;
  const totpEnabled = Boolean(user.totpSecret && user.totpConfirmedAt);
  return {
    hasPassword: Boolean(user.passwordHash),
    preferredOtp: user.preferredOtp,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    phone: user.phone,
    phoneVerified: Boolean(user.phone && user.phoneVerifiedAt),
    smsAvailable: smsAvailable(config),
    totp: { enabled: totpEnabled, confirmedAt: totpEnabled ? user.totpConfirmedAt : null },
    passkeys,
    backupCodesLeft: codes.left,
    backupCodesIssued: codes.issued,
    identities: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: identity.createdAt,
    })),
    providers: configuredProviders(config).map((provider) => provider.id),
    recentSignIns: events.map((event) => ({
      at: event.createdAt,
      method: event.method,
      outcome: event.outcome,
      ip: event.ip,
      ...describeUserAgent(event.userAgent),
    })),
    confirmedUntil: until && until.getTime() > now.getTime() ? until : null,
  };
}
