import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPageHeading } from '../../src/ui/focus-page-heading.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

// Issue 18, point 8: "on /login/send-code/… and the consent page focus starts on <body>; nothing is announced".
describe('focusPageHeading', () => {
  it('focuses the heading when the focus fell back to the document', () => {
    document.body.innerHTML = '<main><h1>Code versturen</h1><button>Verstuur</button></main>';
    focusPageHeading();
    expect(document.activeElement?.textContent).toBe('Code versturen');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect((document.activeElement as HTMLElement).style.outlineStyle).toBe('none');
  });

  it('waits for a lazily rendered page', async () => {
    focusPageHeading();
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = '<main><h1>Toegang geven</h1></main>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Toegang geven');
  });

  it('leaves a focus the page placed itself (an autoFocus field)', async () => {
    document.body.innerHTML = '<main><h1>Inloggen</h1><input aria-label="E-mailadres"></main>';
    document.querySelector('input')!.focus();
    focusPageHeading();
    await flush();
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('stops watching after its wait, and when stopped', async () => {
    vi.useFakeTimers();
    focusPageHeading(100);
    vi.advanceTimersByTime(101);
    vi.useRealTimers();
    document.body.innerHTML = '<h1>Te laat</h1>';
    await flush();
    expect(document.activeElement).toBe(document.body);

    const stop = focusPageHeading();
    stop();
    document.body.innerHTML = '<h1>Ook te laat</h1>';
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
