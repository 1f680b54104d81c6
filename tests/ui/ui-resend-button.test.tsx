import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_MS, ResendButton, secondsLeft, useCountdown } from '../../src/ui/index.ts';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('remaining = end − now in whole seconds, floored at 0', () => {
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
    expect(secondsLeft(null, START)).toBe(0);
    expect(secondsLeft(START + 60_000, START)).toBe(60);
    expect(secondsLeft(START + 59_001, START)).toBe(60);
    expect(secondsLeft(START + 59_000, START)).toBe(59);
    expect(secondsLeft(START - 5_000, START)).toBe(0);
  });

  it('counts down once per second to 0 and then stops its timer', () => {
    const { result, unmount } = renderHook(({ endsAt }) => useCountdown(endsAt), {
      initialProps: { endsAt: (START + 3_000) as number | null },
    });
    expect(result.current).toBe(3);
    tick(999);
    expect(result.current).toBe(3);
    tick(1);
    expect(result.current).toBe(2);
    tick(1_000);
    expect(result.current).toBe(1);
    tick(1_000);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it('clears its timer on unmount and follows a new end time at once', () => {
    const { result, rerender, unmount } = renderHook(({ endsAt }) => useCountdown(endsAt), {
      initialProps: { endsAt: null as number | null },
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    tick(100_000);
    rerender({ endsAt: Date.now() + RESEND_COOLDOWN_MS });
    expect(result.current).toBe(60);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ResendButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('is enabled with "Code opnieuw versturen" when no countdown runs', () => {
    render(<ResendButton endsAt={null} onResend={() => Promise.resolve()} />);
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeEnabled();
  });

  it('is enabled when the end time has passed (floored at 0)', () => {
    render(<ResendButton endsAt={START - 1_000} onResend={() => Promise.resolve()} />);
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeEnabled();
  });

  it('shows the seconds left, 60 → 59 → … → enabled, while disabled', () => {
    render(<ResendButton endsAt={START + RESEND_COOLDOWN_MS} onResend={() => Promise.resolve()} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Opnieuw versturen over 60 s');
    expect(button).toBeDisabled();
    tick(1_000);
    expect(button).toHaveTextContent('Opnieuw versturen over 59 s');
    tick(58_000);
    expect(button).toHaveTextContent('Opnieuw versturen over 1 s');
    expect(button).toBeDisabled();
    tick(1_000);
    expect(button).toHaveTextContent('Code opnieuw versturen');
    expect(button).toBeEnabled();
  });

  it('calls onResend, then counts down from the end time the caller passes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    function Caller() {
      const [endsAt, setEndsAt] = useState<number | null>(null);
      return (
        <ResendButton
          endsAt={endsAt}
          onResend={async () => {
            setEndsAt(Date.now() + RESEND_COOLDOWN_MS);
          }}
        />
      );
    }
    render(<Caller />);
    await user.click(screen.getByRole('button', { name: 'Code opnieuw versturen' }));
    const button = await screen.findByRole('button', { name: /Opnieuw versturen over 60 s/ });
    expect(button).toBeDisabled();
    tick(RESEND_COOLDOWN_MS);
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeEnabled();
  });

  it('shows a spinner while onResend runs and survives a failed resend', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let fail: (error: Error) => void = () => undefined;
    const onResend = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<ResendButton endsAt={null} onResend={onResend} />);
    await user.click(screen.getByRole('button', { name: 'Code opnieuw versturen' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeDisabled();
    await act(async () => fail(new Error('429')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeEnabled();
  });
});
