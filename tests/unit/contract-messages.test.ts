import { describe, expect, it } from 'vitest';
import { resetPasswordBody } from '../../contract/api/passwords.ts';
import { message } from '../../contract/messages.ts';
import { translateMessage } from '../../i18n/server/translate.ts';
import { fieldErrorsFromZod } from '../../server/http/validation-errors.ts';

// Issue 20: the contract's schemas name their messages by key; the server's 422 says them in Dutch.
describe('messages named by a contract schema', () => {
  it('writes parameters in query form', () => {
    expect(message('server.password.tooLong', { max: 1024 })).toBe('server.password.tooLong?max=1024');
    expect(message('server.password.required')).toBe('server.password.required');
  });

  it('turns a key, with its parameters, into its Dutch text', () => {
    expect(translateMessage('server.password.required')).toBe('Vul een nieuw wachtwoord in.');
    expect(translateMessage(message('server.password.tooLong', { max: 1024 }))).toBe(
      'Kies een wachtwoord van maximaal 1024 tekens.',
    );
  });

  it('leaves a sentence, and a key without a text, as they are', () => {
    expect(translateMessage('Vul dit veld in.')).toBe('Vul dit veld in.');
    expect(translateMessage('server.no.such.key')).toBe('server.no.such.key');
  });

  it('gives a 422 field map in Dutch from a contract schema', () => {
    const parsed = resetPasswordBody.safeParse({
      token: '',
      email: 'a@example.nl',
      password: '',
      passwordConfirmation: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsFromZod(parsed.error!)).toEqual({
      token: [
        'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.',
      ],
      password: ['Vul een nieuw wachtwoord in.'],
    });
  });
});
