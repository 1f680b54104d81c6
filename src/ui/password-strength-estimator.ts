import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnNl from '@zxcvbn-ts/language-nl-be';

/**
 * zxcvbn-ts with the common-password and Dutch (nl-be) dictionaries, as the server's password policy uses them
 * (server/auth/passwords/password-policy.ts: same dictionaries, no Levenshtein, 100 code points), so the meter and the
 * server agree on the score. Loaded only through `import()` from PasswordStrength.tsx, on the first keystroke:
 * the dictionaries are several hundred kB and no page loads them up front (docs/architecture.md "Build and bundles",
 * /login budget).
 */
let factory: ZxcvbnFactory | undefined;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export function estimateStrength(password: string, userInputs: readonly string[] = []): StrengthScore {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnNl.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    maxLength: 100,
  });
  return factory.check(password.normalize('NFKC'), contextWords(userInputs)).score;
}

/**
 * The words a password should not be made of, as the server derives them (server/auth/passwords/password-policy.ts): each
 * input, an email address also as its local part, the pieces of that, and the domain's name; names by word.
 */
export function contextWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  const add = (value: string | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 3) words.add(word);
  };
  for (const input of userInputs) {
    add(input);
    const [local = '', domain] = input.trim().toLowerCase().split('@');
    if (domain !== undefined) {
      add(local);
      for (const piece of local.split(/[._+-]+/)) add(piece);
      add(domain.split('.')[0]);
    } else {
      for (const piece of input.split(/[\s'-]+/)) add(piece);
    }
  }
  return [...words];
}
