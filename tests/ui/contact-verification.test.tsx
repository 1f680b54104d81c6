import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../auth/session-store.ts';
import { ContactVerification } from '../../pages/contact-verification/ContactVerification.tsx';
import { contactNl } from '../../i18n/nl/contact.ts';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';

const finish = vi.fn();

function openFlow(channel: 'email' | 'phone', initialValue: string) {
  return renderSettings('/flow', {
    '/flow': (
      <WithTexts areas={[contactNl]}>
        <ContactVerification
          channel={channel}
          initialValue={initialValue}
          finishLabel="Klaar"
          onFinish={finish}
        />
      </WithTexts>
    ),
  });
}

const inSixty = () => new Date(Date.now() + 60_000).toISOString();

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Cijfer 1 van 6' }));
  await userEvent.keyboard(code);
}

beforeEach(() => {
  resetSettings(anna);
  finish.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('email verification: enter → code → done', () => {
  it('sends the code to the prefilled address, verifies it, updates the session and finishes', async () => {
    const api = installFakeApi({
      'POST /user/update-email': {
        body: { data: { sentTo: 'nieuw@example.nl', resendAvailableAt: inSixty() } },
      },
      'POST /user/verify-email': {
        body: { data: { ...anna, email: 'nieuw@example.nl', emailVerified: true } },
      },
    });
    openFlow('email', 'anna@example.nl');
    expect(await screen.findByText('Stap 1 van 3')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /^E-mailadres/ });
    expect(field).toHaveValue('anna@example.nl');
    await userEvent.clear(field);
    await userEvent.type(field, 'nieuw@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Code versturen' }));

    expect(await screen.findByText('Stap 2 van 3')).toBeInTheDocument();
    expect(api.callsTo('POST /user/update-email')[0]!.body).toEqual({ email: 'nieuw@example.nl' });
    expect(screen.getByText(/gestuurd naar nieuw@example\.nl/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();

    await typeCode('123456');
    expect(await screen.findByText('E-mailadres bevestigd')).toBeInTheDocument();
    expect(api.callsTo('POST /user/verify-email')[0]!.body).toEqual({ code: '123456' });
    expect(getSession().user?.email).toBe('nieuw@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(finish).toHaveBeenCalled();
  });

  it('shows the 422 of the address under the field', async () => {
    installFakeApi({
      'POST /user/update-email': {
        status: 422,
        body: { message: 'Ongeldig.', errors: { email: ['Vul een geldig e-mailadres in.'] } },
      },
    });
    openFlow('email', 'anna@example.nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the wait of a 429 inside the cooldown, with no code left to type, and keeps the button disabled', async () => {
    installFakeApi({
      'POST /user/update-email': {
        status: 429,
        headers: { 'retry-after': '42' },
        body: { message: 'Te vaak.', resendAvailableAt: new Date(Date.now() + 42_000).toISOString() },
      },
    });
    openFlow('email', 'anna@example.nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Je hebt net al een code gekregen\. Over (41|42) seconden kun je een nieuwe aanvragen\.$/,
    );
    expect(screen.getByRole('button', { name: 'Code versturen' })).toBeDisabled();
  });

  it('shows a wrong code under the boxes and empties them', async () => {
    installFakeApi({
      'POST /user/update-email': {
        body: { data: { sentTo: 'anna@example.nl', resendAvailableAt: inSixty() } },
      },
      'POST /user/verify-email': {
        status: 422,
        body: { message: 'Onjuist.', errors: { code: ['Deze code klopt niet.'] } },
      },
    });
    openFlow('email', 'anna@example.nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Code versturen' }));
    await screen.findByText('Stap 2 van 3');
    await typeCode('000000');
    expect(await screen.findByText('Deze code klopt niet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cijfer 1 van 6' })).toHaveValue('');
  });
});

describe('phone verification', () => {
  it('resends the code once the countdown is over, and can go back to another number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = installFakeApi({
        'POST /user/update-phone': () => ({
          body: {
            data: { sentTo: '+31 6 12345678', resendAvailableAt: new Date(Date.now() + 3000).toISOString() },
          },
        }),
      });
      openFlow('phone', '+31612345678');
      expect(await screen.findByRole('textbox', { name: /^Mobiel nummer/ })).toHaveValue('+31612345678');
      await userEvent.click(screen.getByRole('button', { name: 'Code versturen' }));
      expect(
        await screen.findByText(/sms met een code .* gestuurd naar 06 12 34 56 78\./),
      ).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      await userEvent.click(await screen.findByRole('button', { name: 'Code opnieuw versturen' }));
      await waitFor(() => expect(api.callsTo('POST /user/update-phone')).toHaveLength(2));
      expect(await screen.findByText('Code opnieuw verstuurd')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Ander nummer invullen' }));
      expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
