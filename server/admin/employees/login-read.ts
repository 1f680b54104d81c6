import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { EmployeeLogin } from '../../../contract/api/admin/employees.ts';
import type { AccountState } from '../../../contract/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, sessions, signInEvents, users } from '../../db/schema/index.ts';
import { deriveOnboarding, isOnboardingComplete, type OnboardingFacts } from '../../users/onboarding.ts';
import { onboardingFactColumns } from '../../users/onboarding-columns.ts';
import { findEmployee } from './employee-rows.ts';

/** The reasons of a successful sign-in event that started a session (server/auth/sign-in, challenges, passkeys). */
const SESSION_STARTED = ['signed_in', 'trusted_device'];

/** What the account is (docs/decisions.md "Account lifecycle"): blocked first, then onboarding left, else active. */
function stateOf(user: OnboardingFacts & { blockedAt: Date | null }): AccountState {
  if (user.blockedAt) return 'blocked';
  return isOnboardingComplete(deriveOnboarding(user)) ? 'active' : 'invited';
}

/** The account linked to the employee with its state, or null. */
export async function loginOf(db: Db | Tx, employeeId: string): Promise<EmployeeLogin | null> {
  const [row] = await db
    .select({
      userId: employeeAccounts.userId,
      createdAt: employeeAccounts.createdAt,
      user: {
        ...onboardingFactColumns,
        email: users.email,
        blockedAt: users.blockedAt,
        blockedReason: users.blockedReason,
      },
      // The latest sign-in that started a session: from the sign-in events, which outlive the sessions a block or an
      // email change ends, or from a session older than the events kept.
      lastSignInAt: sql<Date | null>`greatest((${db
        .select({ value: max(sessions.createdAt) })
        .from(sessions)
        .where(eq(sessions.userId, employeeAccounts.userId))}), (${db
        .select({ value: max(signInEvents.createdAt) })
        .from(signInEvents)
        .where(
          and(
            eq(signInEvents.userId, employeeAccounts.userId),
            eq(signInEvents.outcome, 'success'),
            inArray(signInEvents.reason, SESSION_STARTED),
          ),
        )}))`,
    })
    .from(employeeAccounts)
    .innerJoin(users, eq(users.id, employeeAccounts.userId))
    .where(eq(employeeAccounts.employeeId, employeeId));
  if (!row) return null;
  const { user } = row;
  return {
    userId: row.userId,
    email: user.email,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt).toISOString(),
    state: stateOf(user),
    blockedAt: user.blockedAt?.toISOString() ?? null,
    blockedReason: user.blockedReason,
  };
}

/** GET /employees/{id}/account: the linked account, or null (active or archived employee; 404 if unknown). */
export async function getEmployeeLogin(db: Db, employeeId: string): Promise<EmployeeLogin | null> {
  await findEmployee(db, employeeId);
  return loginOf(db, employeeId);
}
