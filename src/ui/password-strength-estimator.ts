import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnNl from '@zxcvbn-ts/language-nl-be';

/**
 * zxcvbn-ts with the common-password and Dutch (nl-be) dictionaries, as the server's password policy uses them
 * (server/auth/password-policy.ts: same dictionaries, no Levenshtein, 100 code points), so the meter and the
 * server agree on the score. Loaded only through `import()` from PasswordStrength.tsx, on the first keystroke:
 * the dictionaries are several hundred kB and no page loads them up front (DESIGN.md §5, /login budget).
 */
let factory: ZxcvbnFactory | undefined;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export function estimateStrength(password: string, userInputs: readonly string[] = []): StrengthScore {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnNl.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    maxLength: 100,
  });
  const inputs = userInputs.map((input) => input.trim().toLowerCase()).filter((input) => input.length >= 3);
  return factory.check(password.normalize('NFKC'), inputs).score;
}
