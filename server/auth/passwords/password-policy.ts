import { Worker } from 'node:worker_threads';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnNl from '@zxcvbn-ts/language-nl-be';
import { translate } from '../../../i18n/server/translate.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/api/passwords.ts';
import { normalizePassword } from './passwords.ts';

/**
 * The password rules of docs/architecture.md "Security numbers" (NIST 800-63B 3.1.1.2, ASVS 5.0 V6.2): at least 8
 * characters, up to 1024
 * allowed (far above the 64 asked), counted in Unicode code points of the NFKC form that is hashed; no
 * composition rules (no "one digit, one capital"); common and contextual passwords refused. "Common" is zxcvbn-ts'
 * estimate with the common-password and Dutch (nl-be) dictionaries: a score below 2 (fewer than ~10^8 guesses) is
 * refused. "Contextual" is the account's email address, names and the application name: zxcvbn counts them as
 * known words, and a password that is at least half such words is refused even when its score passes
 * ("Anouk1990!"). One module, so reset, set-up and change of the password apply the same rules.
 *
 * The estimate is CPU work: ~10–100 ms for an ordinary password, up to ~0.7 s for a long crafted one (measured
 * here with the estimate capped at 100 code points; uncapped, 256 took 3–4 s). So routes call `checkPassword`,
 * which runs it in a worker thread and keeps the event loop free; `judgePassword` is the same rule in-thread.
 */
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../../contract/api/passwords.ts';
/** zxcvbn scores 0 very weak … 4 very strong (spec §5); below this is refused. */
export const PASSWORD_MIN_SCORE = 2;
/**
 * zxcvbn looks at this many code points of a password (its default 256 costs seconds on crafted input). A
 * password longer than this that is not refused on its first 100 is long enough to be strong.
 */
export const ESTIMATE_MAX_LENGTH = 100;

/** What the password must not be made of: the account's own details and the application's name. */
export interface PasswordContext {
  email?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  appName?: string | null | undefined;
}

export interface PasswordVerdict {
  /** Dutch messages for the password field; empty when the password is acceptable. */
  errors: string[];
  /** zxcvbn's score, or null when the length already refused it (not estimated). */
  score: 0 | 1 | 2 | 3 | 4 | null;
}

let factory: ZxcvbnFactory | undefined;

/**
 * Built on first use, not at import: building the ranked dictionaries takes ~0.2 s and most processes (CLIs,
 * tests of other areas) never check a password. Levenshtein matching stays off: it made one check take
 * 0.5–1.5 s here, against ~10–100 ms without.
 */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnNl.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    maxLength: ESTIMATE_MAX_LENGTH,
  });
  return factory;
}

/** The words of the context: the whole email, its local part and its pieces, the domain's name, each name part. */
export function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 3) words.add(word);
  };
  const email = context.email?.trim().toLowerCase() ?? '';
  if (email) {
    add(email);
    const [local = '', domain = ''] = email.split('@');
    add(local);
    for (const piece of local.split(/[._+-]+/)) add(piece);
    add(domain.split('.')[0]);
  }
  for (const name of [context.firstname, context.lastname, context.appName]) {
    add(name);
    for (const piece of name?.split(/[\s'-]+/) ?? []) add(piece);
  }
  return [...words];
}

/** The code points of the password's contextual words, as a share of the whole (0 … 1). */
function contextualShare(result: ZxcvbnResult, length: number): number {
  const covered = result.sequence
    .filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + [...match.token].length, 0);
  return length === 0 ? 0 : covered / length;
}

/**
 * Judges a new password in the calling thread; the messages are Dutch and meant for the password field.
 * Routes use `checkPassword` (the same, in a worker thread).
 */
export function judgePassword(password: string, context: PasswordContext = {}): PasswordVerdict {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length === 0) return { errors: [translate('server.password.required')], score: null };
  if (length < PASSWORD_MIN_LENGTH) {
    return {
      errors: [translate('server.password.tooShort', { min: PASSWORD_MIN_LENGTH })],
      score: null,
    };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { errors: [translate('server.password.tooLong', { max: PASSWORD_MAX_LENGTH })], score: null };
  }
  const result = estimator().check(normalized, contextWords(context));
  const contextual = contextualShare(result, length) >= 0.5;
  if (contextual || (result.score < PASSWORD_MIN_SCORE && result.feedback.warning === 'userInputs')) {
    return { errors: [translate('server.password.contextual')], score: result.score };
  }
  if (result.score < PASSWORD_MIN_SCORE) {
    return { errors: [translate('server.password.tooWeak')], score: result.score };
  }
  return { errors: [], score: result.score };
}

interface WorkerReply {
  id: number;
  verdict?: PasswordVerdict;
  error?: string;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (verdict: PasswordVerdict) => void; reject: (error: Error) => void }
>();

function policyWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./password-policy-worker.ts', import.meta.url));
  // The worker never keeps the process alive; an idle one costs nothing but its memory (~dictionaries).
  started.unref();
  started.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.verdict) waiting.resolve(reply.verdict);
    else waiting.reject(new Error(reply.error ?? 'password check failed'));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`password check worker exited with code ${code}`)));
  worker = started;
  return started;
}

/**
 * `judgePassword` in a worker thread (one per process, started on first use, checks in turn), so a slow
 * estimate never stalls other requests. Length failures are answered at once without the worker.
 */
export async function checkPassword(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordVerdict> {
  const length = [...normalizePassword(password)].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return judgePassword(password, context);
  const id = nextId++;
  const target = policyWorker();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, password, context });
  });
}
