import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeRequest } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

/** Named as employees are: by first and last name (its `title` field alone would say "Bakker"). */
const people = defineResource({
  name: 'test-people',
  singular: 'Persoon',
  plural: 'Personen',
  permission: 'manage_regions',
  title: 'lastName',
  recordName: '{firstName} {lastName}',
  fields: {
    firstName: field.text({ required: true, sortable: true }),
    lastName: field.text({ required: true, sortable: true }),
    jobTitle: field.text({ label: 'Functie' }),
  },
  defaultSort: { field: 'lastName', order: 'asc' },
  archivable: true,
  audit: { create: 'createPerson', edit: 'editPerson' },
});

/** A neuter noun: "Nieuw profiel", not "Nieuwe profiel". */
const profiles = defineResource({
  name: 'test-profiles',
  singular: 'Profiel',
  plural: 'Profielen',
  article: 'het',
  permission: 'manage_regions',
  fields: { name: field.text({ required: true, sortable: true }) },
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createProfile', edit: 'editProfile' },
});

const STAMP = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };
const chantal = { id: 'p1', firstName: 'Chantal', lastName: 'Bakker', jobTitle: 'Planner', ...STAMP };
const archivedChantal = {
  ...chantal,
  archiveReason: 'Uit dienst per 1 december',
  archivedAt: '2026-11-20T09:15:00.000Z',
  archivedBy: 'u2',
  archivedByName: 'Bram de Vries',
};

/** The people API with Chantal archived, and `GET /test-people/archived/{id}` (the archived record's page). */
function archivedPeopleApi() {
  const api = fakeResourceApi(people, []);
  api.archived.push({ ...archivedChantal });
  const archivedRecord = (request: FakeRequest) => {
    const row = api.archived.find((candidate) => candidate.id === request.path.split('/')[3]);
    return row ? { body: { data: row } } : { status: 404, body: { message: 'Niet gevonden.' } };
  };
  return { api, routes: { ...api.routes, 'GET /test-people/archived/:id': archivedRecord } };
}

// Issue 17 points 7 and 9: a record is named by its definition's template, pages are titled as Dutch does.
describe('record names and page titles', { timeout: 30_000 }, () => {
  it('names the record by its template on its page and its edit page: "Chantal Bakker", "… bewerken"', async () => {
    signedInAdminApi(['manage_regions'], fakeResourceApi(people, [chantal]).routes);
    openAdminAt('/system/test-people/p1', [people]);
    await waitFor(() => expect(document.title).toBe('Chantal Bakker – Zorgportaal'), { timeout: 20_000 });
    expect(screen.getByRole('banner')).toHaveTextContent('Chantal Bakker');
    window.history.pushState(null, '', '/system/test-people/p1/edit');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(document.title).toBe('Chantal Bakker bewerken – Zorgportaal'));
    expect(screen.getByRole('banner')).toHaveTextContent('Chantal Bakker bewerken');
  });

  it('titles a create page "Nieuwe persoon", a neuter one "Nieuw profiel"', async () => {
    signedInAdminApi(['manage_regions'], {
      ...fakeResourceApi(people, []).routes,
      ...fakeResourceApi(profiles, []).routes,
    });
    openAdminAt('/system/test-people/create', [people, profiles]);
    await waitFor(() => expect(document.title).toBe('Nieuwe persoon – Zorgportaal'), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Nieuwe persoon'));
    window.history.pushState(null, '', '/system/test-profiles/create');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(document.title).toBe('Nieuw profiel – Zorgportaal'));
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Nieuw profiel'));
  });

  it('the archive dialog names the record: "‘Chantal Bakker’ wordt gearchiveerd"', async () => {
    signedInAdminApi(['manage_regions'], fakeResourceApi(people, [chantal]).routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-people/p1', [people]);
    await user.click(await screen.findByRole('button', { name: 'Archiveren' }, { timeout: 20_000 }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('‘Chantal Bakker’ wordt gearchiveerd.');
  });

  it('the archive is titled "Gearchiveerde personen", names the record and sorts by "Gearchiveerd op"', async () => {
    const { routes } = archivedPeopleApi();
    const calls = signedInAdminApi(['manage_regions'], routes);
    const user = userEvent.setup();
    openAdminAt('/archive/test-people', [people]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    expect(document.title).toBe('Gearchiveerde personen – Zorgportaal');
    const row = (await within(table).findByText('Chantal')).closest('tr')!;
    expect(row).toHaveTextContent('Bakker');

    const archivedAt = () =>
      within(within(table).getByRole('columnheader', { name: 'Gearchiveerd op' })).getByRole('button');
    await user.click(archivedAt());
    await waitFor(() =>
      expect(calls.callsTo('GET /test-people/archived').at(-1)?.query.get('sort')).toBe('archivedAt'),
    );
    expect(calls.callsTo('GET /test-people/archived').at(-1)?.query.get('order')).toBe('asc');
    await user.click(archivedAt());
    await waitFor(() =>
      expect(calls.callsTo('GET /test-people/archived').at(-1)?.query.get('order')).toBe('desc'),
    );

    await user.click(within(row).getByRole('button', { name: 'Herstellen' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '‘Chantal Bakker’ wordt hersteld en staat daarna weer bij de personen.',
    );
  });

  it('an archived record opens read-only with reason, date and who; "Herstellen" restores it and opens its page', async () => {
    const { api, routes } = archivedPeopleApi();
    const calls = signedInAdminApi(['manage_regions'], routes);
    const user = userEvent.setup();
    openAdminAt('/archive/test-people', [people]);
    await user.click(await screen.findByText('Chantal', {}, { timeout: 20_000 }));

    await waitFor(() => expect(window.location.pathname).toBe('/archive/test-people/p1'));
    await waitFor(() => expect(document.title).toBe('Chantal Bakker (gearchiveerd) – Zorgportaal'));
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Planner')).toBeInTheDocument();
    const archiving = within(main).getByRole('region', { name: 'Archivering' });
    expect(archiving).toHaveTextContent('Uit dienst per 1 december');
    expect(archiving).toHaveTextContent(/20 nov 2026/);
    expect(archiving).toHaveTextContent('Bram de Vries');
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archiveren' })).not.toBeInTheDocument();

    const reads = calls.callsTo('GET /test-people/archived/p1').length;
    await user.click(screen.getByRole('button', { name: 'Herstellen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Herstellen' }));
    expect(await screen.findByText('Hersteld')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-people/p1'));
    await waitFor(() => expect(document.title).toBe('Chantal Bakker – Zorgportaal'));
    expect(calls.callsTo('POST /test-people/archived/p1/restore')).toHaveLength(1);
    // Its archived page is not read again once restored (it would answer 404).
    expect(calls.callsTo('GET /test-people/archived/p1')).toHaveLength(reads);
    expect(api.records.map((record) => record.id)).toEqual(['p1']);
  });

  it('an archived record’s address opens it directly, read from GET /<name>/archived/{id}', async () => {
    const { routes } = archivedPeopleApi();
    const calls = signedInAdminApi(['manage_regions'], routes);
    openAdminAt('/archive/test-people/p1', [people]);
    await waitFor(() => expect(document.title).toBe('Chantal Bakker (gearchiveerd) – Zorgportaal'), {
      timeout: 20_000,
    });
    expect(screen.getByRole('banner')).toHaveTextContent('Chantal Bakker (gearchiveerd)');
    expect(calls.callsTo('GET /test-people/archived/p1')).toHaveLength(1);
    expect(await screen.findByText('Uit dienst per 1 december')).toBeInTheDocument();
  });
});
