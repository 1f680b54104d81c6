import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.ts';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { useFormState } from '../../pages/shared/use-form-state.ts';

// Issue 20: one form-state hook for the hand-built forms (passwords, profile, forgotten password).
const refused = new ApiError({
  status: 422,
  message: 'De gegevens zijn niet geldig.',
  errors: { password: ['Kies een wachtwoord van minimaal 8 tekens.'], token: ['Deze link is verlopen.'] },
});

function renderForm() {
  return renderHook(() => useFormState({ email: '', password: '' }));
}

afterEach(() => toast.clear());

describe('useFormState', () => {
  it('does not send while the form’s own checks name a field, and shows their messages', async () => {
    const { result } = renderForm();
    let sent = false;
    await act(() =>
      result.current.submit({ email: ['Vul je e-mailadres in.'] }, async () => void (sent = true)),
    );
    expect(sent).toBe(false);
    expect(result.current.errors).toEqual({ email: ['Vul je e-mailadres in.'] });
    expect(result.current.busy).toBe(false);
  });

  it('puts a 422’s messages under their fields; a changed field loses its own messages only', async () => {
    const { result } = renderForm();
    const failures: unknown[] = [];
    await act(() =>
      result.current.submit(
        {},
        () => Promise.reject(refused),
        (error) => failures.push(error),
      ),
    );
    expect(result.current.errors).toEqual(refused.errors);
    expect(failures).toEqual([refused]);
    expect(result.current.otherErrors('email', 'password')).toEqual(['Deze link is verlopen.']);
    act(() => result.current.set('password', 'een langer wachtwoord'));
    expect(result.current.values).toEqual({ email: '', password: 'een langer wachtwoord' });
    expect(result.current.errors).toEqual({ token: ['Deze link is verlopen.'] });
    expect(getToasts()).toEqual([]);
  });

  it('is busy while sending, and not after', async () => {
    const { result } = renderForm();
    let finish: () => void = () => {};
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.submit({}, () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await sending;
    });
    expect(result.current.busy).toBe(false);
  });

  it('says "Er is iets fout gegaan." for a failure that is no answer of the API', async () => {
    const { result } = renderForm();
    await act(() => result.current.submit({}, () => Promise.reject(new TypeError('kapot'))));
    expect(getToasts().map((item) => item.message)).toEqual(['Er is iets fout gegaan.']);
    expect(result.current.errors).toEqual({});
  });
});
