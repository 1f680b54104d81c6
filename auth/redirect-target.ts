import { sessionStore } from './session-store.ts';

const STORAGE_KEY = 'zorgportaal.redirectedFrom';

/** Only paths of this app, and never the sign-in or sign-out pages themselves. */
export function isSafeTarget(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/^\/(login|logout)(\/|\?|#|$)/.test(target);
}

/** Remembers where an unauthenticated visitor wanted to go, in memory and in local storage (spec §4). */
export function rememberTarget(target: string): void {
  if (!isSafeTarget(target)) return;
  sessionStore.set({ redirectedFrom: target });
  try {
    localStorage.setItem(STORAGE_KEY, target);
  } catch {
    // Storage can be unavailable (private mode, quota): memory still has it.
  }
}

/** The remembered target (memory first, then local storage), kept: sign-in sends it as `intendedUrl`. */
export function peekTarget(): string | null {
  const target = sessionStore.get().redirectedFrom ?? readStorage();
  return isSafeTarget(target) ? target : null;
}

/** The remembered target (memory first, then local storage), forgotten once taken. */
export function takeTarget(): string | null {
  const target = sessionStore.get().redirectedFrom ?? readStorage();
  clearTarget();
  return isSafeTarget(target) ? target : null;
}

export function clearTarget(): void {
  if (sessionStore.get().redirectedFrom !== null) sessionStore.set({ redirectedFrom: null });
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See rememberTarget.
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
