import type { SecuritySettings, UserSession } from '../../pages/security/security-api.ts';

/** `GET /user/security-settings` of the settings tests' user: password, email code preferred, Google linked. */
export function securitySettings(overrides: Partial<SecuritySettings> = {}): { data: SecuritySettings } {
  return {
    data: {
      hasPassword: true,
      preferredOtp: 'email',
      email: 'anna@example.nl',
      emailVerified: true,
      phone: '+31612345678',
      phoneVerified: false,
      smsAvailable: true,
      totp: { enabled: false, confirmedAt: null },
      backupCodesLeft: 7,
      backupCodesIssued: 10,
      passkeys: 0,
      identities: [{ provider: 'google', email: 'anna@gmail.com', linkedAt: '2026-10-01T10:00:00.000Z' }],
      providers: ['google', 'microsoft'],
      recentSignIns: [
        {
          at: '2026-11-21T08:00:00.000Z',
          method: 'password',
          outcome: 'success',
          ip: '192.0.2.10',
          browser: 'Firefox',
          os: 'Windows',
        },
        {
          at: '2026-11-20T07:00:00.000Z',
          method: 'totp',
          outcome: 'failure',
          ip: '198.51.100.7',
          browser: null,
          os: null,
        },
      ],
      confirmedUntil: null,
      ...overrides,
    },
  };
}

export const sessions: { data: UserSession[] } = {
  data: [
    {
      id: 's2',
      browser: 'Safari',
      os: 'iOS',
      ip: '198.51.100.7',
      createdAt: '2026-11-19T08:00:00.000Z',
      lastActiveAt: '2026-11-20T09:30:00.000Z',
      current: false,
    },
    {
      id: 's1',
      browser: 'Chrome',
      os: 'Linux',
      ip: '192.0.2.10',
      createdAt: '2026-11-21T08:00:00.000Z',
      lastActiveAt: '2026-11-21T10:00:00.000Z',
      current: true,
    },
  ],
};
