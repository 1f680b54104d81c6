import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactVerification } from '../../pages/contact-verification/ContactVerification.tsx';
import { contactNl } from '../../i18n/nl/contact.ts';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';

/**
 * Issue 18, points 1, 7 and 10: the code step resumes from the code the server still has out (reload, second
 * tab, the cooldown), a 429 says spec §8's sentence with the wait beside it, the way back names the channel, and
 * phone numbers read as Dutch people write them.
 */

const NUMBER = '+31648271953';
const SHOWN_NUMBER = '06 48 27 19 53';
const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';

function openFlow(channel: 'email' | 'phone', initialValue: string) {
  return renderSettings('/flow', {
    '/flow': (
      <WithTexts areas={[contactNl]}>
        <ContactVerification
          channel={channel}
          initialValue={initialValue}
          finishLabel="Klaar"
          onFinish={() => {}}
        />
      </WithTexts>
    ),
  });
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const pending = (sentTo: string, seconds = 45) => ({
  body: { data: { sentTo, resendAvailableAt: inSeconds(seconds) } },
});
const nothingPending = {
  status: 404,
  body: { message: 'Er is nog geen code verstuurd. Vraag eerst een code aan.' },
};
const cooldown = (seconds: number) => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: { message: 'Wacht even.', resendAvailableAt: inSeconds(seconds) },
});

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Cijfer 1 van 6' }));
  await userEvent.keyboard(code);
}

beforeEach(() => resetSettings(anna));
afterEach(() => vi.unstubAllGlobals());

describe('the code step after a reload', () => {
  it('opens on the code of the number it was sent to, counting down the resend, and finishes with it', async () => {
    const api = installFakeApi({
      'GET /user/pending-verification/phone': pending(NUMBER),
      'POST /user/verify-phone': { body: { data: { ...anna, phone: NUMBER, phoneVerified: true } } },
    });
    openFlow('phone', '');

    expect(await screen.findByText('Stap 2 van 3')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `We hebben een sms met een code van 6 cijfers gestuurd naar ${SHOWN_NUMBER}. Vul hem hieronder in.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (4[0-5]) s$/ })).toBeDisabled();
    expect(api.callsTo('POST /user/update-phone')).toHaveLength(0);

    await typeCode('123456');
    expect(await screen.findByText('Telefoonnummer bevestigd')).toBeInTheDocument();
    expect(
      screen.getByText(`${SHOWN_NUMBER} is bevestigd en is nu het telefoonnummer van je account.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /user/verify-phone')[0]!.body).toEqual({ code: '123456' });
  });

  it('goes back to the field with "Ander nummer invullen"', async () => {
    installFakeApi({ 'GET /user/pending-verification/phone': pending(NUMBER) });
    openFlow('phone', '+31612345678');
    await userEvent.click(await screen.findByRole('button', { name: 'Ander nummer invullen' }));
    expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobiel nummer/ })).toHaveValue('+31612345678');
    expect(screen.getByRole('button', { name: 'Code versturen' })).toBeEnabled();
  });

  it('opens on the field when no code is out', async () => {
    installFakeApi({ 'GET /user/pending-verification/email': nothingPending });
    openFlow('email', 'anna@example.nl');
    expect(await screen.findByText('Stap 1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue('anna@example.nl');
  });

  it('"Code versturen" inside the cooldown of a code still out (another tab) moves on to that code', async () => {
    installFakeApi({
      'GET /user/pending-verification/email': [nothingPending, pending('anna@example.nl', 42)],
      'POST /user/update-email': cooldown(42),
    });
    openFlow('email', 'anna@example.nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));

    expect(await screen.findByText('Stap 2 van 3')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We hebben een code van 6 cijfers gestuurd naar anna@example.nl. Vul hem hieronder in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cijfer 1 van 6' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (4[01]|42) s$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ander e-mailadres invullen' })).toBeInTheDocument();
    expect(screen.queryByText(/Ander adres of nummer/)).not.toBeInTheDocument();
  });

  it('says how long to wait when the cooldown holds and no code is left to type', async () => {
    installFakeApi({
      'GET /user/pending-verification/email': nothingPending,
      'POST /user/update-email': cooldown(42),
    });
    openFlow('email', 'anna@example.nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Je hebt net al een code gekregen\. Over (4[01]|42) seconden kun je een nieuwe aanvragen\.$/,
    );
    expect(screen.getByRole('button', { name: 'Code versturen' })).toBeDisabled();
  });
});

describe('too many requests (429) on the code pages: spec §8', () => {
  it('asking for codes too often: the spec’s sentence, and the wait on a line of its own', async () => {
    installFakeApi({
      'GET /user/pending-verification/phone': nothingPending,
      'POST /user/update-phone': {
        status: 429,
        headers: { 'retry-after': '45' },
        body: { message: 'Te vaak.' },
      },
    });
    openFlow('phone', NUMBER);
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Je hebt dit te vaak geprobeerd, probeer het later opnieuwOver 4[45] seconden kun je het opnieuw proberen\.$/,
    );
    expect(screen.getByText(RATE_LIMITED)).toBeInTheDocument();
    expect(screen.queryByText(/probeer het over/)).not.toBeInTheDocument();
  });

  it('checking codes too often: the sentence alone once the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      installFakeApi({
        'GET /user/pending-verification/phone': pending(NUMBER),
        'POST /user/verify-phone': {
          status: 429,
          headers: { 'retry-after': '1' },
          body: { message: 'Te vaak.' },
        },
      });
      openFlow('phone', '');
      await screen.findByText('Stap 2 van 3');
      await typeCode('123456');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        /^Je hebt dit te vaak geprobeerd, probeer het later opnieuwOver [01] seconde kun je het opnieuw proberen\.$/,
      );
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          /^Je hebt dit te vaak geprobeerd, probeer het later opnieuw$/,
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('addresses and numbers as people read them', () => {
  it('keeps a masked number from the server as it is, and an email address as typed', async () => {
    installFakeApi({ 'GET /user/pending-verification/phone': pending('•••• 53') });
    openFlow('phone', '');
    expect(
      await screen.findByText(
        'We hebben een sms met een code van 6 cijfers gestuurd naar •••• 53. Vul hem hieronder in.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a foreign number in the international format', async () => {
    installFakeApi({ 'GET /user/pending-verification/phone': pending('+32470123456') });
    openFlow('phone', '');
    expect(
      await screen.findByText(
        'We hebben een sms met een code van 6 cijfers gestuurd naar +32 470 12 34 56. Vul hem hieronder in.',
      ),
    ).toBeInTheDocument();
  });
});
