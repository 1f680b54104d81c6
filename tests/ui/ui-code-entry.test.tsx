import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { codeFieldErrors, useCodeEntry, type CodeCheckResult } from '../../src/ui/index.ts';

const REQUIRED = 'Vul de code van 6 cijfers in';

function entryWith(check: (code: string) => Promise<CodeCheckResult>) {
  return renderHook(() => useCodeEntry(check, REQUIRED));
}

describe('useCodeEntry', () => {
  it('asks for six digits without checking a shorter code', async () => {
    const check = vi.fn(async () => null);
    const { result } = entryWith(check);
    await act(() => result.current.submit('12345'));
    expect(result.current.errors).toEqual([REQUIRED]);
    expect(check).not.toHaveBeenCalled();
  });

  it('stays busy when the page moves on, and checks one code at a time', async () => {
    let answer: (result: CodeCheckResult) => void = () => {};
    const check = vi.fn(() => new Promise<CodeCheckResult>((resolve) => (answer = resolve)));
    const { result } = entryWith(check);
    act(() => result.current.setCode('123456'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit('123456');
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.submit('123456'));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(null);
      await first;
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.code).toBe('123456');
  });

  it('after a refused code: its messages under fresh, empty boxes, ready for the next try', async () => {
    const { result } = entryWith(async () => ['De code is onjuist']);
    act(() => result.current.setCode('000000'));
    await act(() => result.current.submit('000000'));
    expect(result.current).toMatchObject({
      errors: ['De code is onjuist'],
      code: '',
      busy: false,
      attempt: 1,
    });
  });

  it('checks the typed code on the form’s submit, without posting the form', async () => {
    const check = vi.fn(async () => []);
    const { result } = entryWith(check);
    act(() => result.current.setCode('654321'));
    const preventDefault = vi.fn();
    await act(async () => {
      result.current.onFormSubmit({ preventDefault } as unknown as FormEvent<HTMLFormElement>);
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(check).toHaveBeenCalledWith('654321');
  });

  it('is usable again when the check throws, and lets the error go on', async () => {
    const { result } = entryWith(async () => {
      throw new Error('netwerk weg');
    });
    await act(() => expect(result.current.submit('123456')).rejects.toThrow('netwerk weg'));
    expect(result.current.busy).toBe(false);
  });

  it('takes the code field’s messages, or every field’s when the server named another', () => {
    expect(codeFieldErrors({ code: ['Onjuist'], other: ['Nee'] })).toEqual(['Onjuist']);
    expect(codeFieldErrors({ token: ['Verlopen'], uid: ['Onbekend'] })).toEqual(['Verlopen', 'Onbekend']);
  });
});
