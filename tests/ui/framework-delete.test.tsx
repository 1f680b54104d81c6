import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '../../src/ui/index.ts';

/**
 * The delete dialog's check (issue 17 point 11): the dialog asks first whether the record is still in use
 * (`options.check`, in DeleteRecordButton: GET /<name>/{id}/usage) and only then offers "Verwijderen".
 */
function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(options)}>
      Regio verwijderen
    </button>
  );
}

const MESSAGE = '‘Noord’ wordt definitief verwijderd. Dit kun je niet ongedaan maken.';
const IN_USE =
  '‘Noord’ wordt nog gebruikt door 2 zorginstellingen en 1 medewerker. Daarom kun je het niet verwijderen.';

async function open(check: () => Promise<string | null>) {
  render(
    <ConfirmProvider>
      <Asker options={{ message: MESSAGE, confirmLabel: 'Verwijderen', danger: true, check }} />
    </ConfirmProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Regio verwijderen' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Weet je het zeker?' }) };
}

describe('the confirm dialog with a check (delete of a record in use)', () => {
  it('promises nothing and offers no delete until the answer is there', async () => {
    let answer: (blocker: string | null) => void = () => undefined;
    const { dialog } = await open(() => new Promise((resolve) => (answer = resolve)));
    expect(dialog).not.toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    answer(null);
    await waitFor(() => expect(dialog).toHaveTextContent(MESSAGE));
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeEnabled();
  });

  it('says by what the record is used, instead of the promise, with "Verwijderen" disabled', async () => {
    const { dialog } = await open(() => Promise.resolve(IN_USE));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IN_USE));
    expect(dialog).not.toHaveTextContent('definitief verwijderd');
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeEnabled();
  });

  it('asks as usual when the check fails (the server still refuses a delete of a record in use)', async () => {
    const { dialog } = await open(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(dialog).toHaveTextContent(MESSAGE));
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeEnabled();
  });
});
