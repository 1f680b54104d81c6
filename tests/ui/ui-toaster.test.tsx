import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, toast } from '../../src/ui/index.ts';

const region = () => screen.getByRole('region', { name: 'Meldingen' });

describe('Toaster', () => {
  beforeAll(async () => {
    // The toast's own code is fetched after the first render (src/ui/Toaster.tsx): let it load once, as in the app.
    const { unmount } = render(<Toaster />);
    act(() => {
      toast.info('Laden');
    });
    await screen.findByText('Laden');
    act(() => toast.clear());
    unmount();
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a toast called from outside React in a polite live region at the top right', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<Toaster />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveStyle({ position: 'fixed', top: '16px', right: '16px' });
    act(() => {
      toast.success('Opgeslagen');
    });
    expect(within(region()).getByRole('status')).toHaveTextContent('Opgeslagen');
  });

  it('closes each toast after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Code verstuurd');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Code verstuurd')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Code verstuurd')).not.toBeInTheDocument();
  });

  it('stacks toasts, each with its own timer', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Eerste');
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      toast.info('Tweede');
    });
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['Eerste', 'Tweede']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['Tweede']);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its "Sluiten" button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    act(() => {
      toast.warn('Let op');
    });
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Let op')).not.toBeInTheDocument();
  });

  it.each([
    ['info', 'info', 'status', 'polite'],
    ['success', 'success', 'status', 'polite'],
    ['warn', 'warning', 'status', 'polite'],
    ['error', 'error', 'alert', 'assertive'],
  ] as const)('toast.%s shows a MUI %s alert (role %s, %s)', (type, severity, role, live) => {
    render(<Toaster />);
    act(() => {
      toast[type]('Bericht');
    });
    const item = screen.getByRole(role);
    expect(item).toHaveTextContent('Bericht');
    expect(item).toHaveAttribute('aria-live', live);
    expect(item.className).toContain(`MuiAlert-filled${severity[0]!.toUpperCase()}${severity.slice(1)}`);
  });
});
