import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../helpers/fake-api.ts';
import { openAt } from '../helpers/shell.tsx';
import { challengeBody, inSeconds, MASKED_PHONE, resetSignIn, signedOut } from '../helpers/sign-in-ui.ts';

/** Issue 18 point 7: the sign-in code pages say spec §8's sentence, and the wait beside it, not instead of it. */

const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';
const toasts = () => within(screen.getByRole('region', { name: 'Meldingen' }));
const tooMany = (retryAfter: number) => ({
  status: 429,
  headers: { 'retry-after': String(retryAfter) },
  body: { message: RATE_LIMITED },
});

beforeEach(() => resetSignIn());
afterEach(() => vi.unstubAllGlobals());

describe('rate-limited on the sign-in code pages', () => {
  it('checking a code too often: the sentence, and "Over 3 minuten …" on its own line', async () => {
    installFakeApi({
      ...signedOut,
      'GET /auth/challenges/:id': { body: challengeBody({ type: 'email', resendIn: { email: 50 } }) },
      'POST /auth/complete-email-challenge': tooMany(125),
    });
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await user.click(screen.getAllByRole('textbox', { name: /^Cijfer \d van 6$/ })[0]!);
    await user.keyboard('123456');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RATE_LIMITED)).toBeInTheDocument();
    expect(within(alert).getByText('Over 3 minuten kun je het opnieuw proberen.')).toBeInTheDocument();
    expect(screen.queryByText(/probeer het over/)).not.toBeInTheDocument();
    expect(toasts().queryByText(/te vaak/)).not.toBeInTheDocument();
  });

  it('asking for a code inside the cooldown: the sentence, the seconds, and the boxes', async () => {
    installFakeApi({
      ...signedOut,
      'GET /auth/challenges/:id': {
        body: challengeBody({ type: 'sms', methods: ['sms'], sentTo: { sms: MASKED_PHONE } }),
      },
      'POST /auth/start-sms-challenge': {
        status: 429,
        body: { message: 'Te vaak.', resendAvailableAt: inSeconds(20) },
      },
    });
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await user.click(await screen.findByRole('button', { name: 'Verstuur code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Je hebt dit te vaak geprobeerd, probeer het later opnieuwOver (1\d|20) seconden kun je het opnieuw proberen\.$/,
    );
    expect(screen.getByRole('group', { name: 'Inlogcode' })).toBeInTheDocument();
  });

  it('/login/email: the sentence, and "Over 1 seconde …"', async () => {
    installFakeApi({ ...signedOut, 'POST /auth/start-email-challenge': tooMany(1) });
    const user = userEvent.setup();
    openAt('/login/email?email=anna%40example.nl');
    await user.click(await screen.findByRole('button', { name: 'Code versturen' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RATE_LIMITED)).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      /^Je hebt dit te vaak geprobeerd, probeer het later opnieuw(Over 1 seconde kun je het opnieuw proberen\.)?$/,
    );
    expect(screen.queryByText(/probeer het over/)).not.toBeInTheDocument();
  });
});
