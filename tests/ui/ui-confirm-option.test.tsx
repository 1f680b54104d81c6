import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm, type ConfirmOptions, type ConfirmResult } from '../../src/ui/index.ts';

// The `option` of the confirm dialog: a checkbox whose answer comes with the confirmation (the restore dialog of an
// employee offers "Gebruikersaccount weer toegang geven" with it).

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<ConfirmResult | null>(null);
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then(setAnswer)}>
        Herstellen
      </button>
      <output>{answer ? JSON.stringify(answer) : ''}</output>
    </>
  );
}

async function ask(options: ConfirmOptions) {
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Herstellen' }));
  await screen.findByRole('dialog');
  return user;
}

// The page behind an open dialog is aria-hidden.
const answer = () => screen.getByRole('status', { hidden: true });
const OPTION = { label: 'Gebruikersaccount weer toegang geven' };

describe('ConfirmDialog option', () => {
  it('offers the option unticked and answers option: false when confirmed as it is', async () => {
    const user = await ask({ message: 'Wordt hersteld.', option: OPTION });
    const box = screen.getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"option":false}'));
  });

  it('answers option: true once ticked', async () => {
    const user = await ask({ message: 'Wordt hersteld.', option: OPTION });
    await user.click(screen.getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' }));
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"option":true}'));
  });

  it('starts ticked with checked: true, and can be unticked', async () => {
    const user = await ask({ option: { ...OPTION, checked: true } });
    const box = screen.getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"option":false}'));
  });

  it('comes with a reason when both are asked for', async () => {
    const user = await ask({ reason: 'required', option: OPTION });
    await user.type(screen.getByRole('textbox', { name: /Reden/ }), ' Terug in dienst ');
    await user.click(screen.getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' }));
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() =>
      expect(answer()).toHaveTextContent('{"confirmed":true,"reason":"Terug in dienst","option":true}'),
    );
  });

  it('a ticked option that is cancelled is not returned', async () => {
    const user = await ask({ option: OPTION });
    await user.click(screen.getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":false}'));
  });

  it('without an option there is no checkbox and no option in the answer', async () => {
    const user = await ask({ message: 'Wordt hersteld.' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true}'));
    expect(answer().textContent).toBe('{"confirmed":true}');
  });
});
