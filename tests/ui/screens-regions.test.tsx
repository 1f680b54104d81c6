import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facilities } from '../../resources/facilities.ts';
import { regions } from '../../resources/regions.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeHandler, FakeRequest } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const STAMP = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };
const UTRECHT = {
  id: 'r1',
  name: 'Utrecht en Eemland',
  description: 'Stad en provincie Utrecht.\nMet Amersfoort.',
  ...STAMP,
};
const FRIESLAND = { id: 'r2', name: 'Friesland', description: null, ...STAMP };
const ZEELAND = { id: 'r3', name: 'Zeeland', description: null, ...STAMP };

function facility(index: number, region = UTRECHT.id) {
  const number = String(index).padStart(2, '0');
  return {
    id: `f${number}`,
    name: `Zorgcentrum ${number}`,
    region,
    city: `Plaats ${number}`,
    postalCode: null,
    streetAddress: null,
    kvkNumber: null,
    vatNumber: null,
    iban: null,
    email: null,
    phone: null,
    ...STAMP,
  };
}

/**
 * The regions and facilities APIs with the two extensions' routes: `GET /regions/{id}/facilities` (paged by
 * `links.next` like the server, 25 a page) and `POST /facilities/{id}/update-region` (`moveReply` answers instead
 * when given).
 */
function regionsApi(
  facilityRows: ReturnType<typeof facility>[],
  overrides: Record<string, FakeHandler> = {},
  permissions: string[] = ['manage_regions'],
) {
  const regionApi = fakeResourceApi(regions, [UTRECHT, FRIESLAND, ZEELAND]);
  const facilityApi = fakeResourceApi(facilities, facilityRows);
  const regionFacilities = (request: FakeRequest) => {
    const id = request.path.split('/')[2]!;
    const perPage = Number(request.query.get('perPage') ?? 25);
    const start = Number(request.query.get('cursor') ?? 0);
    const all = facilityApi.records
      .filter((row) => row.region === id)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    const next =
      start + perPage < all.length
        ? `/api/regions/${id}/facilities?perPage=${perPage}&cursor=${start + perPage}`
        : null;
    return {
      body: {
        data: all.slice(start, start + perPage),
        links: { next },
        meta: start === 0 ? { total: all.length } : {},
      },
    };
  };
  const move = (request: FakeRequest) => {
    const row = facilityApi.records.find((candidate) => candidate.id === request.path.split('/')[2]);
    if (!row) return { status: 404, body: { message: 'Niet gevonden.' } };
    row.region = (request.body as { region: string }).region;
    return { body: { data: row } };
  };
  const fake = signedInAdminApi(permissions, {
    ...regionApi.routes,
    ...facilityApi.routes,
    'GET /regions/:id/facilities': regionFacilities,
    'POST /facilities/:id/update-region': move,
    ...overrides,
  });
  return { fake, facilityApi };
}

function open(path: string) {
  openAdminAt(path, [regions, facilities], SCREEN_EXTENSIONS);
}

const LONG = { timeout: 20_000 };

describe('a region’s description card (its own, no extension)', { timeout: 40_000 }, () => {
  it('shows the description with its lines, instead of the generic field', async () => {
    regionsApi([]);
    open('/system/regions/r1');
    const card = await screen.findByRole('region', { name: 'Beschrijving' }, LONG);
    expect(within(card).getByText(/Stad en provincie Utrecht\.\s+Met Amersfoort\./)).toHaveStyle({
      whiteSpace: 'pre-line',
    });
    // Not a second time in the generic field list.
    const fields = screen.getByText('Naam').closest('.MuiCard-root') as HTMLElement;
    expect(within(fields).queryByText('Beschrijving')).not.toBeInTheDocument();
  });

  it('edits it in a dialog: PATCH with the description only, "Bijgewerkt", the card shows the new text', async () => {
    const user = userEvent.setup();
    const { fake } = regionsApi([]);
    open('/system/regions/r1');
    const card = await screen.findByRole('region', { name: 'Beschrijving' }, LONG);
    await user.click(within(card).getByRole('button', { name: 'Beschrijving bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beschrijving van ‘Utrecht en Eemland’' });
    const input = within(dialog).getByRole('textbox', { name: 'Beschrijving' });
    expect(input).toHaveValue(UTRECHT.description);
    await user.clear(input);
    await user.type(input, 'De regio rond Utrecht.');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Bijgewerkt')).toBeInTheDocument();
    expect(fake.callsTo('PATCH /regions/r1').map((call) => call.body)).toEqual([
      { description: 'De regio rond Utrecht.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('De regio rond Utrecht.')).toBeInTheDocument();
  });

  it('shows a 422 in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    regionsApi([], {
      'PATCH /regions/:id': {
        status: 422,
        body: {
          message: 'De gegevens zijn niet geldig.',
          errors: { description: ['Gebruik maximaal 5000 tekens.'] },
        },
      },
    });
    open('/system/regions/r1');
    const card = await screen.findByRole('region', { name: 'Beschrijving' }, LONG);
    await user.click(within(card).getByRole('button', { name: 'Beschrijving bewerken' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Gebruik maximaal 5000 tekens.')).toBeInTheDocument();
    expect(screen.queryByText('Bijgewerkt')).not.toBeInTheDocument();
  });

  it('offers a reader of regions (view_employees) no way to edit it', async () => {
    regionsApi([], {}, ['view_employees']);
    open('/system/regions/r1');
    const card = await screen.findByRole('region', { name: 'Beschrijving' }, LONG);
    expect(within(card).getByText(/Stad en provincie Utrecht\./)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Beschrijving bewerken' })).not.toBeInTheDocument();
  });

  it('the edit form has the name only', async () => {
    regionsApi([]);
    open('/system/regions/r1/edit');
    expect(await screen.findByRole('textbox', { name: 'Naam' }, LONG)).toHaveValue('Utrecht en Eemland');
    expect(screen.queryByRole('textbox', { name: 'Beschrijving' })).not.toBeInTheDocument();
  });
});

describe('extension facilities of regions: the region’s facilities', { timeout: 40_000 }, () => {
  it('lists name and city linked to the facility’s page, 25 at a time with "Meer laden"', async () => {
    const user = userEvent.setup();
    const { fake } = regionsApi([
      ...Array.from({ length: 30 }, (_, index) => facility(index + 1)),
      facility(31, FRIESLAND.id),
    ]);
    open('/system/regions/r1');
    const list = await screen.findByRole('region', { name: 'Zorginstellingen in deze regio' }, LONG);
    expect(await within(list).findByText('30 zorginstellingen', {}, LONG)).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(26); // header + 25
    const link = within(list).getByRole('link', { name: 'Zorgcentrum 01' });
    expect(link).toHaveAttribute('href', '/system/facilities/f01');
    expect(within(list).getByRole('cell', { name: 'Plaats 01' })).toBeInTheDocument();
    expect(within(list).queryByText('Zorgcentrum 26')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Meer laden' }));
    expect(await within(list).findByRole('link', { name: 'Zorgcentrum 30' })).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(31);
    expect(within(list).queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(within(list).queryByText('Zorgcentrum 31')).not.toBeInTheDocument();
    // The second page is the first page's `links.next`.
    expect(fake.callsTo('GET /regions/r1/facilities').map((call) => call.query.get('cursor'))).toEqual([
      null,
      '25',
    ]);
  });

  it('is left out for a reader of regions (view_employees): no card, no error in its place', async () => {
    const { fake } = regionsApi([facility(1)], {}, ['view_employees']);
    open('/system/regions/r1');
    expect(await screen.findByRole('region', { name: 'Beschrijving' }, LONG)).toBeInTheDocument();
    await expect(
      screen.findByRole('region', { name: 'Zorginstellingen in deze regio' }, { timeout: 3_000 }),
    ).rejects.toThrow('Unable to find role="region" and name "Zorginstellingen in deze regio"');
    expect(fake.callsTo('GET /regions/r1/facilities')).toEqual([]);
  });

  it('says so when the region has none', async () => {
    regionsApi([facility(1, FRIESLAND.id)]);
    open('/system/regions/r1');
    const list = await screen.findByRole('region', { name: 'Zorginstellingen in deze regio' }, LONG);
    expect(
      await within(list).findByText('Er zijn nog geen zorginstellingen in deze regio.', {}, LONG),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('facilities’ update-region: move a facility to another region', { timeout: 40_000 }, () => {
  it('from a row of the region’s list: the other regions, POST { region }, the toast, the list refreshed', async () => {
    const user = userEvent.setup();
    const { fake } = regionsApi([facility(1), facility(2)]);
    open('/system/regions/r1');
    const list = await screen.findByRole('region', { name: 'Zorginstellingen in deze regio' }, LONG);
    await user.click(
      await within(list).findByRole(
        'button',
        { name: '‘Zorgcentrum 01’ verplaatsen naar andere regio' },
        LONG,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zorginstelling verplaatsen' });
    expect(
      await within(dialog).findByText(
        'Kies de regio waar ‘Zorgcentrum 01’ naartoe gaat. Nu in: Utrecht en Eemland.',
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Verplaatsen' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Nieuwe regio' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Friesland', 'Zeeland']);
    await user.click(screen.getByRole('option', { name: 'Zeeland' }));
    await user.click(confirm);

    expect(await screen.findByText('Zorginstelling verplaatst naar Zeeland')).toBeInTheDocument();
    expect(fake.callsTo('POST /facilities/f01/update-region').map((call) => call.body)).toEqual([
      { region: 'r3' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).queryByText('Zorgcentrum 01')).not.toBeInTheDocument());
    expect(within(list).getByRole('link', { name: 'Zorgcentrum 02' })).toBeInTheDocument();
  });

  it('from the facility’s page; a 422 stays in the dialog under the region', async () => {
    const user = userEvent.setup();
    regionsApi([facility(1)], {
      'POST /facilities/:id/update-region': {
        status: 422,
        body: {
          message: 'De gegevens zijn niet geldig.',
          errors: { region: ['Dit gekozen item bestaat niet (meer).'] },
        },
      },
    });
    open('/system/facilities/f01');
    await user.click(await screen.findByRole('button', { name: 'Verplaatsen naar andere regio' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Zorginstelling verplaatsen' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Nieuwe regio' }));
    await user.click(await screen.findByRole('option', { name: 'Friesland' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verplaatsen' }));

    expect(await within(dialog).findByText('Dit gekozen item bestaat niet (meer).')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Zorginstelling verplaatsen' })).toBeInTheDocument();
    expect(screen.queryByText(/Zorginstelling verplaatst/)).not.toBeInTheDocument();
  });
});
