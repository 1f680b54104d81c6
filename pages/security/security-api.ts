import type { OtpPreference } from '../../contract/api/account.ts';
import type { PasswordChange } from '../../contract/api/passwords.ts';
import type {
  BackupCodes,
  SecuritySettings,
  SignInEvent,
  TrustedDevice,
  UserSession,
} from '../../contract/api/security.ts';
import type { IdentityProvider, PreferredMethod } from '../../contract/enums.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** The answers' data of `GET /user/security-settings`, `/user/sessions` and `/user/trusted-devices`. */
export type { SecuritySettings, SignInEvent, TrustedDevice, UserSession };

/** The react-query keys of these pages' reads. */
export const SECURITY_KEYS = {
  settings: ['settings', 'security'],
  sessions: ['settings', 'sessions'],
  trustedDevices: ['settings', 'trusted-devices'],
} as const;

export async function fetchSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return (await http.get<RecordEnvelope<SecuritySettings>>('/user/security-settings', { signal })).data;
}

export async function fetchSessions(signal?: AbortSignal): Promise<UserSession[]> {
  return (await http.get<RecordEnvelope<UserSession[]>>('/user/sessions', { signal })).data;
}

/** `DELETE /user/sessions/{id}`: that session ends (someone on it is signed out at their next request). */
export async function endSession(id: string): Promise<void> {
  await http.delete(`/user/sessions/${encodeURIComponent(id)}`);
}

/** `DELETE /user/sessions`: every session but this one ends (needs a recent confirmation: 423 → dialog). */
export async function endOtherSessions(): Promise<void> {
  await http.delete('/user/sessions');
}

export async function fetchTrustedDevices(signal?: AbortSignal): Promise<TrustedDevice[]> {
  return (await http.get<RecordEnvelope<TrustedDevice[]>>('/user/trusted-devices', { signal })).data;
}

/** `DELETE /user/trusted-devices/{id}`: signing in there asks the second step again. */
export async function forgetTrustedDevice(id: string): Promise<void> {
  await http.delete(`/user/trusted-devices/${encodeURIComponent(id)}`);
}

/** `DELETE /user/trusted-devices`: no device is remembered any more (needs a recent confirmation: 423 → dialog). */
export async function forgetTrustedDevices(): Promise<void> {
  await http.delete('/user/trusted-devices');
}

/** `POST /user/update-password`: 422 on `currentPassword`, `password`, `passwordConfirmation`. */
export async function updatePassword(input: PasswordChange): Promise<void> {
  await http.post('/user/update-password', input);
}

/** `POST /user/update-otp-preference`: 422 on `method` when the method is not usable. */
export async function updateOtpPreference(method: PreferredMethod): Promise<void> {
  const body: OtpPreference = { method };
  await http.post('/user/update-otp-preference', body);
}

/** `DELETE /totp`: the authenticator is off. */
export async function disableTotp(): Promise<void> {
  await http.delete('/totp');
}

/** `POST /user/backup-codes`: 10 new codes, shown once; the old ones stop working. */
export async function renewBackupCodes(): Promise<string[]> {
  return (await http.post<RecordEnvelope<BackupCodes>>('/user/backup-codes')).data.backupCodes;
}

/** `POST /user/remove-{provider}-idp`: 422 when it is the last way to sign in. */
export async function unlink(provider: IdentityProvider): Promise<void> {
  await http.post(`/user/remove-${provider}-idp`);
}
