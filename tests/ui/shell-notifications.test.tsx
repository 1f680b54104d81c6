import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.ts';
import { ToastNotification } from '../../src/layout/ToastNotification.tsx';
import { Toaster, toast } from '../../src/ui/index.ts';

function Notifier({ undoable = false }: { undoable?: boolean }) {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() =>
        notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 }, undoable })
      }
    >
      Melden
    </button>
  );
}

afterEach(() => {
  act(() => toast.clear());
});

describe("react-admin's notifications", () => {
  it('appear as our toasts (top right, same style), translated', async () => {
    render(
      <>
        <AdminContext i18nProvider={createI18nProvider()}>
          <ToastNotification />
          <Notifier />
        </AdminContext>
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Melden' }));
    const region = await screen.findByRole('region', { name: 'Meldingen' });
    // The toast's own code loads after the first render (src/ui/Toaster.tsx).
    expect(await within(region).findByText('Item bijgewerkt')).toBeInTheDocument();
    expect(region).toHaveStyle({ position: 'fixed', top: '16px', right: '16px' });
  });

  it('an undoable mutation is committed at once (our toasts have no undo button)', async () => {
    const listener = vi.fn();
    const { undoableEventEmitter } = await import('react-admin');
    undoableEventEmitter.once('end', listener);
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <ToastNotification />
        <Notifier undoable />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect(listener).toHaveBeenCalledWith({ isUndo: false });
  });
});
