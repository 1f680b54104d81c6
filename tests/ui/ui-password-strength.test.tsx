import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { passwordNl } from '../../i18n/nl/password.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { PasswordStrength, usePasswordStrength, type StrengthScore } from '../../src/ui/PasswordStrength.tsx';

const passwordTranslate = translatorFor(passwordNl);

function renderMeter(score: StrengthScore | null) {
  return render(
    <TranslateProvider translate={passwordTranslate}>
      <PasswordStrength id="meter" score={score} />
    </TranslateProvider>,
  );
}

function Harness() {
  const [password, setPassword] = useState('');
  const score = usePasswordStrength(password, ['anouk.bakker@zorgportaal.test', 'Zorgportaal']);
  return (
    <TranslateProvider translate={passwordTranslate}>
      <label>
        Wachtwoord
        <input value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <PasswordStrength score={score} />
    </TranslateProvider>
  );
}

describe('PasswordStrength', () => {
  it.each([
    [0, 'Zeer zwak'],
    [1, 'Zwak'],
    [2, 'Matig'],
    [3, 'Sterk'],
    [4, 'Zeer sterk'],
  ] as const)('score %i reads "%s" (spec §5), announced politely', (score, label) => {
    const { container } = renderMeter(score);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Sterkte van je wachtwoord: ${label}`);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(container.querySelector('#meter')).toHaveAttribute('data-score', String(score));
  });

  it('shows nothing without a score, keeping its place', () => {
    const { container } = renderMeter(null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('#meter')).toBeInTheDocument();
  });
});

describe('usePasswordStrength', () => {
  it('estimates with zxcvbn (loaded on the first keystroke): common and contextual weak, a passphrase strong', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const input = screen.getByLabelText('Wachtwoord');

    await user.type(input, 'wachtwoord');
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      /: (Zeer zwak|Zwak)$/,
    );

    await user.clear(input);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(input, 'anouk.bakker');
    expect(await screen.findByText('Zeer zwak')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'Paardenbloem-Zonnedak-42');
    expect(await screen.findByText('Zeer sterk')).toBeInTheDocument();
  }, 20_000);
});
