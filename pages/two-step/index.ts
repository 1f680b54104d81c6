/** The two-step pieces shared by onboarding and the security settings. */
export { BackupCodes, type BackupCodesProps } from './BackupCodes.tsx';
export { TotpSetup, type TotpSetupProps, type TotpSetupStep } from './TotpSetup.tsx';
export type { ConfirmedTotp, PendingTotp } from './totp-api.ts';
