import { CONFIRMATION_METHODS, type CodeChannel, type ConfirmationMethod } from '../../contract/enums.ts';
import type { Challenge, ChallengedRequest } from '../../src/api/index.ts';
import { passkeysSupported } from '../passkeys/passkey-support.ts';
import { createStore, useStore } from '../store.ts';

/** Confirmation state of spec §3, plus each code channel's cooldown and masked recipient (spec §4). */
export interface ConfirmationState {
  /** The dialog showing; 'none' when the user has no method (set a password first); null when closed. */
  dialog: ConfirmationMethod | 'none' | null;
  isAuthConfirmed: boolean;
  closable: boolean;
  /** The supported methods of the current challenge. */
  methods: readonly ConfirmationMethod[];
  /** Bumped per challenge, so each opening starts with empty fields. */
  opening: number;
  resendEndsAt: Record<CodeChannel, number | null>;
  sentTo: Record<CodeChannel, string | null>;
}

const initial: ConfirmationState = {
  dialog: null,
  isAuthConfirmed: false,
  closable: false,
  methods: [],
  opening: 0,
  resendEndsAt: { email: null, sms: null },
  sentTo: { email: null, sms: null },
};

export const confirmationStore = createStore<ConfirmationState>(initial);

/** The user closed the dialog: the interrupted request fails with its 423. */
export class ConfirmationCancelled extends Error {
  constructor() {
    super('Re-confirmation cancelled');
    this.name = 'ConfirmationCancelled';
  }
}

let pending: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } | null = null;

/** The methods of a challenge this client knows, in the server's order; a passkey only where the browser can. */
export function methodsOf(challenge: Challenge): ConfirmationMethod[] {
  const known = new Set<string>(CONFIRMATION_METHODS);
  if (!passkeysSupported()) known.delete('passkey');
  return (challenge.methods ?? []).filter((method): method is ConfirmationMethod => known.has(method));
}

/**
 * Spec §8: closable only for non-GET requests (a read has nothing to give up). A user without any method can
 * always close: there is nothing to confirm with.
 */
export function isClosable(request: ChallengedRequest, methods: readonly ConfirmationMethod[]): boolean {
  return request.method.toUpperCase() !== 'GET' || methods.length === 0;
}

/**
 * Opens the dialog of the first method. Resolves once the user confirmed (the request is then replayed), rejects
 * with ConfirmationCancelled when they close it. A challenge arriving while a dialog is open joins it: one
 * confirmation replays every waiting request.
 */
export function requestConfirmation(challenge: Challenge, request: ChallengedRequest): Promise<void> {
  const methods = methodsOf(challenge);
  if (pending) {
    // A write joining a read's dialog makes it closable; never the other way round.
    if (isClosable(request, methods) && !confirmationStore.get().closable)
      confirmationStore.set({ closable: true });
    return pending.promise;
  }
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  pending = { promise, resolve, reject };
  confirmationStore.set({
    dialog: methods[0] ?? 'none',
    isAuthConfirmed: false,
    closable: isClosable(request, methods),
    methods,
    opening: confirmationStore.get().opening + 1,
  });
  return promise;
}

/** A method's link in the dialog. */
export function switchMethod(method: ConfirmationMethod): void {
  if (confirmationStore.get().methods.includes(method)) confirmationStore.set({ dialog: method });
}

/** Spec §4: a successful confirmation sets the flag and closes the dialog; the waiting requests go again. */
export function confirmed(): void {
  confirmationStore.set({ dialog: null, isAuthConfirmed: true });
  const waiting = pending;
  pending = null;
  waiting?.resolve();
}

/** Closing (when closable): the dialog's fields go with it; the waiting requests fail. */
export function closeConfirmation(): void {
  if (!pending && confirmationStore.get().dialog === null) return;
  confirmationStore.set({ dialog: null });
  const waiting = pending;
  pending = null;
  waiting?.reject(new ConfirmationCancelled());
}

/** A code went out on `channel`: where to, and when another may be asked for. */
export function codeSent(channel: CodeChannel, sentTo: string | null, resendEndsAt: number | null): void {
  const state = confirmationStore.get();
  confirmationStore.set({
    resendEndsAt: { ...state.resendEndsAt, [channel]: resendEndsAt },
    sentTo: { ...state.sentTo, [channel]: sentTo ?? state.sentTo[channel] },
  });
}

export function useConfirmation(): ConfirmationState {
  return useStore(confirmationStore);
}

/** Tests: a fresh page's state, any waiting request rejected. */
export function resetConfirmation(): void {
  const waiting = pending;
  pending = null;
  waiting?.reject(new ConfirmationCancelled());
  confirmationStore.set({ ...initial, opening: confirmationStore.get().opening });
}
