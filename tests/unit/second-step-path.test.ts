import { describe, expect, it } from 'vitest';
import { secondStepPath } from '../../pages/login/second-step-path.ts';

describe('secondStepPath', () => {
  it('opens the challenge type: codes on send-code, the authenticator on verify-challenge', () => {
    expect(secondStepPath({ id: 'a b', type: 'email', methods: ['email', 'totp'] })).toBe(
      '/login/send-code/a%20b',
    );
    expect(secondStepPath({ id: 'x', type: 'totp', methods: ['totp'] })).toBe('/login/verify-challenge/x');
  });

  it('without a type, opens the first method offered (only the password or a backup code left)', () => {
    expect(secondStepPath({ id: 'x', type: null, methods: ['password', 'backup_code'] })).toBe(
      '/login/verify-challenge/x?method=password',
    );
  });
});
