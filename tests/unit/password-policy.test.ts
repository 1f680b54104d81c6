import { describe, expect, it } from 'vitest';
import {
  judgePassword,
  contextWords,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../server/auth/passwords/password-policy.ts';
import { translate } from '../../i18n/server/translate.ts';

const ANOUK = {
  email: 'anouk.bakker@zorgportaal.test',
  firstname: 'Anouk',
  lastname: 'van den Bakker',
  appName: 'Zorgportaal',
};
const TOO_WEAK = translate('server.password.tooWeak');
const CONTEXTUAL = translate('server.password.contextual');

describe('password policy', () => {
  it('accepts a long passphrase without any composition rule', () => {
    expect(judgePassword('paardenbloem zonnedak fietsbel', ANOUK)).toMatchObject({ errors: [] });
    expect(judgePassword('Paardenbloem-Zonnedak-42', ANOUK).errors).toEqual([]);
    // No digits, capitals or symbols needed.
    expect(judgePassword('kwalleboot trapgat', ANOUK).errors).toEqual([]);
  });

  it('asks for a password when empty, and at least 8 code points', () => {
    expect(judgePassword('').errors).toEqual([translate('server.password.required')]);
    expect(judgePassword('x7#Kq!z').errors).toEqual([
      translate('server.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
    ]);
    // Four emoji are 8 UTF-16 units but 4 code points: too short.
    expect(judgePassword('🐴🌻🚲🏠').errors).toEqual([
      translate('server.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
    ]);
    expect(translate('server.password.tooShort', { min: 8 })).toBe(
      'Kies een wachtwoord van minimaal 8 tekens.',
    );
  });

  it('allows up to 1024 code points and refuses more', () => {
    const words = 'zonnedak paardenbloem fietsbel kwalleboot ';
    const long = words.repeat(Math.ceil(PASSWORD_MAX_LENGTH / words.length)).slice(0, PASSWORD_MAX_LENGTH);
    expect([...long]).toHaveLength(1024);
    expect(judgePassword(long).errors).toEqual([]);
    expect(judgePassword(`${long}x`).errors).toEqual([
      translate('server.password.tooLong', { max: PASSWORD_MAX_LENGTH }),
    ]);
    // 64 characters, the least a policy must allow (docs/architecture.md "Security numbers"), is fine.
    expect(judgePassword(long.slice(0, 64)).errors).toEqual([]);
  });

  it('refuses common passwords, Dutch ones too, with a Dutch message', () => {
    for (const common of ['wachtwoord', 'welkom123', 'qwertyuiop', 'password1', '12345678', 'aaaaaaaa']) {
      const verdict = judgePassword(common);
      expect(verdict.errors, common).toEqual([TOO_WEAK]);
      expect(verdict.score).toBeLessThan(2);
    }
  });

  it("refuses passwords made of the account's email, names or the application name", () => {
    for (const contextual of [
      'anouk.bakker',
      'anouk.bakker@zorgportaal.test',
      'Anouk1990!',
      'zorgportaal2024',
      'Bakker!2025',
    ]) {
      expect(judgePassword(contextual, ANOUK).errors, contextual).toEqual([CONTEXTUAL]);
    }
    // The same passwords for someone else are judged on their own.
    expect(judgePassword('Anouk1990!', { email: 'piet@example.nl' }).errors).not.toEqual([CONTEXTUAL]);
    // A name inside a long passphrase is fine.
    expect(judgePassword('anouk fietst langs de zonnige dijk', ANOUK).errors).toEqual([]);
  });

  it('derives the contextual words from the email, the names and the application name', () => {
    expect(contextWords(ANOUK).sort()).toEqual(
      [
        'anouk.bakker@zorgportaal.test',
        'anouk.bakker',
        'anouk',
        'bakker',
        'zorgportaal',
        'van den bakker',
        'van',
        'den',
      ].sort(),
    );
    expect(contextWords({})).toEqual([]);
  });

  it('counts the NFKC form that is hashed', () => {
    // "ﬁ" (one ligature code point) is "fi" after NFKC: 8 code points.
    expect(judgePassword('ﬁetsbel9').errors).not.toContain(
      translate('server.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
    );
  });
});

describe('checkPassword (worker thread)', () => {
  it('gives the verdict of judgePassword without blocking the caller', async () => {
    const { checkPassword } = await import('../../server/auth/passwords/password-policy.ts');
    await expect(checkPassword('wachtwoord')).resolves.toEqual(judgePassword('wachtwoord'));
    await expect(checkPassword('Anouk1990!', ANOUK)).resolves.toMatchObject({ errors: [CONTEXTUAL] });
    await expect(checkPassword('Paardenbloem-Zonnedak-42', ANOUK)).resolves.toMatchObject({ errors: [] });
    await expect(checkPassword('kort')).resolves.toMatchObject({ score: null });
    // Several at once are answered each with its own verdict.
    const verdicts = await Promise.all(['welkom123', 'kwalleboot trapgat'].map((p) => checkPassword(p)));
    expect(verdicts.map((verdict) => verdict.errors)).toEqual([[TOO_WEAK], []]);
  });
});
