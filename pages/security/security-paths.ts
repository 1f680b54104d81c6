/** The security settings routes (spec §2). */
export const SECURITY_PATHS = {
  index: '/settings/security',
  loginActivity: '/settings/security/login-activity',
  updatePassword: '/settings/security/update-password',
  mfa: '/settings/security/mfa',
  setupTotp: '/settings/security/mfa/setup-totp',
  editTotp: '/settings/security/mfa/edit-totp',
  verifyEmail: '/settings/security/mfa/verify-email',
  verifyPhone: '/settings/security/mfa/verify-phone',
} as const;
