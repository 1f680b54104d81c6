/** The account settings routes (spec §2). */
export const ACCOUNT_PATHS = {
  index: '/settings/account',
  verifyEmail: '/settings/account/verify-email',
  verifyPhone: '/settings/account/verify-phone',
} as const;
