import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm, type ConfirmOptions, type ConfirmResult } from '../../src/ui/index.ts';

/** A page that asks for confirmation and prints the answer. */
function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<ConfirmResult | null>(null);
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then(setAnswer)}>
        Archiveren
      </button>
      <output>{answer ? JSON.stringify(answer) : ''}</output>
    </>
  );
}

function setup(options?: ConfirmOptions) {
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

// The page behind an open dialog is aria-hidden.
const answer = () => screen.getByRole('status', { hidden: true });

describe('ConfirmDialog / useConfirm', () => {
  it('has the default title "Weet je het zeker?" in a 584 px dialog with "Bevestigen" and "Annuleren"', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    // The dialog's code is fetched with the first question (lazy): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog).toHaveStyle({ maxWidth: '584px' });
    expect(screen.getByRole('button', { name: 'Bevestigen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeEnabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('resolves { confirmed: true } on confirm and closes', async () => {
    const user = setup({ title: 'Medewerker archiveren?', message: 'Jansen wordt gearchiveerd.' });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    expect(await screen.findByRole('dialog', { name: 'Medewerker archiveren?' })).toHaveTextContent(
      'Jansen wordt gearchiveerd.',
    );
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves { confirmed: false } on cancel', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":false}'));
  });

  it('resolves { confirmed: false } on Escape and on the close button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":false}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('{"confirmed":false}');
  });

  it('uses custom labels and the danger theme', async () => {
    const user = setup({ confirmLabel: 'Verwijderen', cancelLabel: 'Terug', danger: true });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toHaveClass('MuiButton-colorError');
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
  });

  it('a required reason blocks confirm until one is typed, then returns it', async () => {
    const user = setup({ reason: 'required' });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    const field = screen.getByRole('textbox', { name: 'Reden' });
    const confirmButton = screen.getByRole('button', { name: 'Bevestigen' });
    expect(field).toHaveFocus();
    expect(field).toBeRequired();
    expect(confirmButton).toBeDisabled();
    await user.type(field, '   ');
    expect(confirmButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription('Vul een reden in.');
    expect(answer()).toHaveTextContent('');
    await user.type(field, 'Uit dienst ');
    expect(confirmButton).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription('Vul een reden in.');
    await user.click(confirmButton);
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"reason":"Uit dienst"}'));
  });

  it('Enter with a typed required reason confirms', async () => {
    const user = setup({ reason: 'required' });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    await user.keyboard('Dubbel account{Enter}');
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"reason":"Dubbel account"}'));
  });

  it('an optional reason may stay empty, and is returned when given', async () => {
    const user = setup({ reason: 'optional' });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    expect(screen.getByRole('textbox', { name: 'Reden (optioneel)' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    const field = screen.getByRole('textbox', { name: 'Reden (optioneel)' });
    expect(field).toHaveValue('');
    await user.type(field, 'Verhuisd');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"reason":"Verhuisd"}'));
  });

  it('a reason typed and then cancelled is not returned', async () => {
    const user = setup({ reason: 'optional' });
    await user.click(screen.getByRole('button', { name: 'Archiveren' }));
    await user.type(screen.getByRole('textbox'), 'Iets');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":false}'));
  });

  it('useConfirm outside a ConfirmProvider fails loudly', () => {
    expect(() => render(<Asker />)).toThrow(/ConfirmProvider/);
  });
});
