import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupCodes } from '../../pages/two-step/BackupCodes.tsx';
import { groupSecret, TotpSetup } from '../../pages/two-step/TotpSetup.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi } from '../helpers/fake-api.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Zorgportaal:anna%40example.nl?secret=${SECRET}&issuer=Zorgportaal`;
const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  configureHttp({});
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** After userEvent.setup(), which puts its own clipboard on navigator. */
function clipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('authenticator setup (spec §4: intro, scan, verify, done)', () => {
  it('walks intro → scan (QR and key) → verify → done with the backup codes, then finishes', async () => {
    const api = installFakeApi({
      'POST /totp': { body: { data: { secret: SECRET, uri: URI } } },
      'PATCH /totp': [
        { status: 422, body: { message: 'Ongeldig', errors: { code: ['Deze code klopt niet.'] } } },
        { body: { data: { enabled: true, backupCodes: CODES } } },
      ],
    });
    const onFinish = vi.fn();
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<TotpSetup onFinish={onFinish} />);

    expect(screen.getByRole('heading', { name: 'Authenticator-app instellen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beginnen' }));

    expect(await screen.findByRole('heading', { name: 'Scan de QR-code' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR-code voor je authenticator-app' })).toHaveAttribute(
      'data-qr-value',
      URI,
    );
    expect(screen.getByLabelText('Sleutel')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(screen.getByRole('button', { name: 'Sleutel kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(screen.getByRole('heading', { name: 'Vul de code in' })).toBeInTheDocument();
    await user.keyboard('123456');
    expect(await screen.findByText('Deze code klopt niet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cijfer 1 van 6')).toHaveValue('');
    await user.keyboard('654321');

    expect(
      await screen.findByRole('heading', { name: 'Je authenticator-app is ingesteld' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /totp').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    expect(screen.getByRole('list', { name: 'Back-upcodes' })).toHaveTextContent(CODES.join(''));
    await user.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(onFinish).toHaveBeenCalledWith({ enabled: true, backupCodes: CODES });
  });

  it('a short code is refused on the page, without a call', async () => {
    const api = installFakeApi({ 'POST /totp': { body: { data: { secret: SECRET, uri: URI } } } });
    const user = userEvent.setup();
    render(<TotpSetup onFinish={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Beginnen' }));
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(screen.getByText('Vul de 6 cijfers van de code in.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /totp')).toHaveLength(0);
  });

  it('without new backup codes the done step shows none', async () => {
    installFakeApi({
      'POST /totp': { body: { data: { secret: SECRET, uri: URI } } },
      'PATCH /totp': { body: { data: { enabled: true, backupCodes: null } } },
    });
    const user = userEvent.setup();
    render(<TotpSetup onFinish={() => {}} finishLabel="Klaar" />);
    await user.click(screen.getByRole('button', { name: 'Beginnen' }));
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.keyboard('123456');
    expect(await screen.findByRole('button', { name: 'Klaar' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Back-upcodes' })).not.toBeInTheDocument();
  });

  it('groups the key by four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});

describe('backup codes (shown once, copy, renew)', () => {
  it('copies the codes, one a line, and says "Codes gekopieerd"', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<BackupCodes codes={CODES} />);
    expect(screen.queryByRole('button', { name: 'Nieuwe codes maken' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Codes kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await waitFor(() => expect(getToasts().map((item) => item.message)).toEqual(['Codes gekopieerd']));
  });

  it('renews when offered: the new codes replace the old', async () => {
    const user = userEvent.setup();
    const onRenew = vi.fn(async () => ['dddd-4444', 'eeee-5555']);
    render(<BackupCodes codes={CODES} onRenew={onRenew} />);
    await user.click(screen.getByRole('button', { name: 'Nieuwe codes maken' }));
    expect(await screen.findByText('dddd-4444')).toBeInTheDocument();
    expect(screen.queryByText('aaaa-1111')).not.toBeInTheDocument();
    expect(screen.getByText(/De oude codes werken niet meer/)).toBeInTheDocument();
  });
});
