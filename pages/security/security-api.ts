import type { PasswordChange } from '../../contract/api/passwords.ts';
import type { IdentityProvider, PreferredMethod } from '../../contract/enums.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** `GET /user/security-settings` (docs/self-service.md). */
export interface SecuritySettings {
  hasPassword: boolean;
  preferredOtp: PreferredMethod | null;
  /** How many passkeys the user has registered. */
  passkeys: number;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  smsAvailable: boolean;
  totp: { enabled: boolean; confirmedAt: string | null };
  backupCodesLeft: number;
  /** Codes in the current set: 0 when the user never made any. */
  backupCodesIssued: number;
  identities: { provider: IdentityProvider; email: string | null; linkedAt: string }[];
  /** The providers configured on the server: only these can be linked. */
  providers: IdentityProvider[];
  recentSignIns: SignInEvent[];
  confirmedUntil: string | null;
}

export interface SignInEvent {
  at: string;
  method: string | null;
  outcome: string;
  ip: string | null;
  browser: string | null;
  os: string | null;
}

/** One of the user's sessions, `GET /user/sessions`. */
export interface UserSession {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  createdAt: string;
  lastActiveAt: string | null;
  current: boolean;
}

/** A device where the user ticked "Dit apparaat 30 dagen onthouden", `GET /user/trusted-devices`. */
export interface TrustedDevice {
  id: string;
  browser: string | null;
  os: string | null;
  trustedAt: string;
  trustedUntil: string;
  lastUsedAt: string;
  current: boolean;
}

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
  await http.post('/user/update-otp-preference', { method });
}

/** `DELETE /totp`: the authenticator is off. */
export async function disableTotp(): Promise<void> {
  await http.delete('/totp');
}

/** `POST /user/backup-codes`: 10 new codes, shown once; the old ones stop working. */
export async function renewBackupCodes(): Promise<string[]> {
  return (await http.post<RecordEnvelope<{ backupCodes: string[] }>>('/user/backup-codes')).data.backupCodes;
}

/** `POST /user/remove-{provider}-idp`: 422 when it is the last way to sign in. */
export async function unlink(provider: IdentityProvider): Promise<void> {
  await http.post(`/user/remove-${provider}-idp`);
}
