import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../auth/session-store.ts';
import { AccountRoutes } from '../../pages/account/AccountRoutes.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';

const openAccount = (path = '/settings/account') =>
  renderSettings(path, { '/settings/account/*': <AccountRoutes /> });

const withPhoto = { ...anna, avatar: '/api/avatars/u1/3' };

beforeEach(() => {
  resetSettings(anna);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('account settings (/settings/account)', () => {
  it('shows the details with their verified indicators and saves them with PATCH /user', async () => {
    const api = installFakeApi({
      'GET /user': { body: { data: anna } },
      'PATCH /user': (request) => ({ body: { data: { ...anna, ...(request.body as object) } } }),
    });
    openAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountinstellingen' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /^Achternaam/ })).toHaveValue('de Vries');
    expect(screen.getByRole('textbox', { name: 'Geboortedatum' })).toHaveValue('12-04-1990');
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();

    const contact = screen.getByRole('region', { name: 'Contactgegevens' });
    expect(within(contact).getByText('anna@example.nl')).toBeInTheDocument();
    // Issue 18: the number as Dutch people read it, not as stored (+31612345678).
    expect(await within(contact).findByText('06 12 34 56 78')).toBeInTheDocument();
    expect(within(contact).getByText('Bevestigd')).toBeInTheDocument();
    expect(within(contact).getByText('Niet bevestigd')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'E-mailadres: Wijzigen' })).toHaveAttribute(
      'href',
      '/settings/account/verify-email',
    );
    expect(within(contact).getByRole('link', { name: 'Telefoonnummer: Bevestigen' })).toHaveAttribute(
      'href',
      '/settings/account/verify-phone',
    );

    const firstname = screen.getByRole('textbox', { name: /^Voornaam/ });
    await userEvent.clear(firstname);
    await userEvent.type(firstname, 'Anne');
    await userEvent.click(screen.getByRole('radio', { name: 'Zeg ik liever niet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('PATCH /user')[0]!.body).toEqual({
      firstname: 'Anne',
      lastname: 'de Vries',
      birthday: '1990-04-12',
      gender: null,
    });
    expect(getSession().user?.firstname).toBe('Anne');
  });

  it('shows the 422 of PATCH /user per field, and asks for a name before sending', async () => {
    const api = installFakeApi({
      'GET /user': { body: { data: anna } },
      'PATCH /user': {
        status: 422,
        body: {
          message: 'Ongeldig.',
          errors: { birthday: ['Je geboortedatum moet in het verleden liggen.'] },
        },
      },
    });
    openAccount();
    const lastname = await screen.findByRole('textbox', { name: /^Achternaam/ });
    await userEvent.clear(lastname);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul je achternaam in.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /user')).toHaveLength(0);

    await userEvent.type(lastname, 'Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je geboortedatum moet in het verleden liggen.')).toBeInTheDocument();
  });

  it('previews a chosen photo and uploads it as multipart; the server 422 is shown', async () => {
    const api = installFakeApi({
      'GET /user': { body: { data: anna } },
      'POST /user/avatar': [
        { status: 422, body: { message: 'Ongeldig.', errors: { avatar: ['Dit bestand is geen foto.'] } } },
        { body: { data: withPhoto } },
      ],
    });
    openAccount();
    const input = await screen.findByLabelText('Foto kiezen');
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(screen.getByRole('img', { name: 'Voorbeeld van je nieuwe foto' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Foto opslaan' }));
    expect(await screen.findByText('Dit bestand is geen foto.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Foto opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    const sent = api.callsTo('POST /user/avatar')[1]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('avatar') as File).name).toBe('foto.png');
    expect(await screen.findByRole('img', { name: 'Profielfoto van Anna de Vries' })).toHaveAttribute(
      'src',
      '/api/avatars/u1/3',
    );
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or larger than 5 MB, before sending', async () => {
    const api = installFakeApi({ 'GET /user': { body: { data: anna } } });
    openAccount();
    const input = await screen.findByLabelText('Foto kiezen');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByText('Kies een foto in JPEG, PNG of WebP.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'groot.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    expect(screen.getByText('Deze foto is groter dan 5 MB. Kies een kleinere foto.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Foto opslaan' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /user/avatar')).toHaveLength(0);
  });

  it('deletes the photo after the confirmation', async () => {
    resetSettings(withPhoto);
    const api = installFakeApi({
      'GET /user': { body: { data: withPhoto } },
      'DELETE /user/avatar': { body: { data: anna } },
    });
    openAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Foto verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profielfoto verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(api.callsTo('DELETE /user/avatar')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Foto verwijderen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Foto verwijderen' }),
    );
    expect(await screen.findByText('Foto verwijderd')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/avatar')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Foto verwijderen' })).not.toBeInTheDocument(),
    );
  });

  it('verify-phone runs the three steps and returns to the account', async () => {
    installFakeApi({
      'POST /user/update-phone': {
        body: {
          data: { sentTo: '+31 6 12345678', resendAvailableAt: new Date(Date.now() + 60_000).toISOString() },
        },
      },
      'POST /user/verify-phone': { body: { data: { ...anna, phoneVerified: true } } },
      'GET /user': { body: { data: { ...anna, phoneVerified: true } } },
    });
    openAccount('/settings/account/verify-phone');
    expect(screen.getByRole('heading', { level: 1, name: 'Telefoonnummer bevestigen' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Mobiel nummer/ })).toHaveValue('+31612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Code versturen' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Cijfer 1 van 6' }));
    await userEvent.keyboard('654321');
    await userEvent.click(await screen.findByRole('button', { name: 'Terug naar je account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountinstellingen' })).toBeInTheDocument();
  });
});
