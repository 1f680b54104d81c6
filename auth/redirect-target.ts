import { getSession, sessionStore } from './session-store.ts';

const STORAGE_KEY = 'zorgportaal.redirectedFrom';
/** The id of the user the target belongs to; absent for a visitor nobody was signed in as. */
const OWNER_KEY = 'zorgportaal.redirectedFor';
/** Session storage: the last user signed in in this tab, kept after a sign-out or a 401 (they were sent away). */
const TAB_USER_KEY = 'zorgportaal.tabUser';

/** In memory with the target; undefined: not known here, ask local storage. */
let owner: string | null | undefined;

/** Only paths of this app, and never the sign-in or sign-out pages themselves. */
export function isSafeTarget(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/^\/(login|logout)(\/|\?|#|$)/.test(target);
}

/** Notes who is signed in in this tab (the session check calls it), so a later target is theirs. */
export function noteTabUser(userId: string): void {
  write('sessionStorage', TAB_USER_KEY, userId);
}

/**
 * Remembers where a visitor wanted to go, in memory and in local storage (spec §4), for the user who was sent away:
 * the one signed in, else the last one signed in in this tab (a sign-out followed by Back, a session that ended).
 * Only that user gets it back (`takeTarget`), so the next person on a shared computer lands on their own start page.
 */
export function rememberTarget(target: string, forUser: string | null = userHere()): void {
  if (!isSafeTarget(target)) return;
  sessionStore.set({ redirectedFrom: target });
  owner = forUser;
  write('localStorage', STORAGE_KEY, target);
  if (forUser) write('localStorage', OWNER_KEY, forUser);
  else remove(OWNER_KEY);
}

/** The remembered target (memory first, then local storage), kept: sign-in sends it as `intendedUrl`. */
export function peekTarget(): string | null {
  const target = sessionStore.get().redirectedFrom ?? read('localStorage', STORAGE_KEY);
  return isSafeTarget(target) ? target : null;
}

/** Whom the remembered target belongs to (null: anyone). */
export function targetOwner(): string | null {
  return owner === undefined ? read('localStorage', OWNER_KEY) : owner;
}

/**
 * The remembered target when it belongs to the signed-in user (or to nobody in particular), forgotten once taken;
 * another user's target is forgotten and null returned.
 */
export function takeTarget(): string | null {
  const target = peekTarget();
  const forUser = targetOwner();
  clearTarget();
  return forUser && forUser !== String(getSession().user?.id) ? null : target;
}

export function clearTarget(): void {
  if (sessionStore.get().redirectedFrom !== null) sessionStore.set({ redirectedFrom: null });
  owner = undefined;
  remove(STORAGE_KEY);
  remove(OWNER_KEY);
}

function userHere(): string | null {
  const id = getSession().user?.id;
  return id == null ? read('sessionStorage', TAB_USER_KEY) : String(id);
}

type StorageName = 'localStorage' | 'sessionStorage';

// Storage can be unavailable (private mode, quota, blocked, or no browser at all): memory still has the target.
function read(storage: StorageName, key: string): string | null {
  try {
    return globalThis[storage].getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StorageName, key: string, value: string): void {
  try {
    globalThis[storage].setItem(key, value);
  } catch {
    // See read.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See read.
  }
}
