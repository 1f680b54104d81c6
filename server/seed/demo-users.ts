import { PERMISSIONS } from '../../resources/permissions.ts';
import type { CreateUserInput } from '../users/create-user.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';

/** The demo administrator; `main.ts` prints these credentials while the password is unchanged. */
export const DEMO_ADMIN = {
  email: 'beheerder@zorgportaal.test',
  password: 'Zorgportaal-demo-2025',
} as const;

/** Past (ended) sessions of a demo user, relative to the moment of seeding. */
export interface DemoSession {
  hoursAgo: number;
  activeMinutes: number;
  userAgent: string;
  ip: string;
}

export interface DemoUser {
  input: Omit<CreateUserInput, 'password'>;
  /** Demo users share the demo password; an invited user has none yet. */
  hasPassword: boolean;
  sessions: DemoSession[];
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The demo administrator and a few colleagues in different states, so that a fresh `npm start` shows real data:
 * fully onboarded users with some permissions, one invited user who has not started, one halfway onboarding.
 * `at` is the seeding moment; every demo session ended before it.
 */
export function demoUsers(at: Date): DemoUser[] {
  const daysAgo = (days: number) => new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
  const onboarded = {
    emailVerifiedAt: daysAgo(60),
    termsAcceptedAt: daysAgo(60),
    termsVersion: TERMS_VERSION,
  };
  return [
    {
      input: {
        email: DEMO_ADMIN.email,
        firstname: 'Demi',
        lastname: 'de Vries',
        gender: 'female',
        ...onboarded,
        // No phone: the step is skipped. Email codes as second step (see docs/decisions.md).
        phoneVerificationSkippedAt: daysAgo(60),
        preferredOtp: 'email',
        otpSetupAt: daysAgo(60),
        permissions: [...PERMISSIONS],
      },
      hasPassword: true,
      sessions: [
        { hoursAgo: 26, activeMinutes: 95, userAgent: EDGE, ip: '192.0.2.14' },
        { hoursAgo: 75, activeMinutes: 40, userAgent: SAFARI_IPHONE, ip: '198.51.100.23' },
      ],
    },
    {
      input: {
        email: 'sanne.jansen@zorgportaal.test',
        firstname: 'Sanne',
        lastname: 'Jansen',
        birthday: '1990-04-12',
        gender: 'female',
        phone: '+31612345678',
        phoneVerifiedAt: daysAgo(45),
        ...onboarded,
        preferredOtp: 'sms',
        otpSetupAt: daysAgo(45),
        permissions: ['view_employees', 'manage_tags'],
      },
      hasPassword: true,
      sessions: [
        { hoursAgo: 20, activeMinutes: 230, userAgent: CHROME_MAC, ip: '203.0.113.8' },
        { hoursAgo: 44, activeMinutes: 180, userAgent: CHROME_MAC, ip: '203.0.113.8' },
      ],
    },
    {
      input: {
        email: 'mohammed.elamrani@zorgportaal.test',
        firstname: 'Mohammed',
        lastname: 'el Amrani',
        birthday: '1984-09-30',
        gender: 'male',
        ...onboarded,
        phoneVerificationSkippedAt: daysAgo(30),
        preferredOtp: 'email',
        otpSetupAt: daysAgo(30),
        permissions: ['manage_branches', 'manage_regions', 'view_employees'],
      },
      hasPassword: true,
      sessions: [{ hoursAgo: 50, activeMinutes: 65, userAgent: FIREFOX, ip: '192.0.2.77' }],
    },
    {
      input: {
        email: 'lotte.vandenberg@zorgportaal.test',
        firstname: 'Lotte',
        lastname: 'van den Berg',
        gender: 'female',
        phone: '+31687654321',
        phoneVerifiedAt: daysAgo(20),
        ...onboarded,
        preferredOtp: 'sms',
        otpSetupAt: daysAgo(20),
        permissions: ['manage_employees', 'manage_roles', 'view_employee_action_history', 'view_employees'],
      },
      hasPassword: true,
      sessions: [{ hoursAgo: 98, activeMinutes: 120, userAgent: EDGE, ip: '198.51.100.40' }],
    },
    {
      // Halfway through onboarding: still has to choose a second step.
      input: {
        email: 'fleur.dejong@zorgportaal.test',
        firstname: 'Fleur',
        lastname: 'de Jong',
        ...onboarded,
        phoneVerificationSkippedAt: daysAgo(2),
        permissions: ['view_employees'],
      },
      hasPassword: true,
      sessions: [{ hoursAgo: 49, activeMinutes: 10, userAgent: SAFARI_IPHONE, ip: '203.0.113.51' }],
    },
    {
      // Invited contact person of a care facility: has not signed in yet.
      input: { email: 'daan.visser@zorginstelling-dehorst.test', firstname: 'Daan', lastname: 'Visser' },
      hasPassword: false,
      sessions: [],
    },
  ];
}
