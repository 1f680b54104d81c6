import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../auth/logout.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

const base = { user: { firstname: 'Anna' }, lastSignIn: null, recentSessions: [] };

const change = (id: string, fields: Record<string, unknown>) => ({
  id,
  action: 'editTag',
  kind: 'edit',
  resource: 'tags',
  recordId: `record-${id}`,
  recordName: 'Spoed',
  recordState: 'present',
  actorName: 'Hanna Beheer',
  createdAt: '2026-11-20T09:15:00.000Z',
  ...fields,
});

const everything = {
  ...base,
  counts: { users: 42, activeSessions: 3 },
  headcount: {
    active: 1250,
    archivedThisMonth: 4,
    withoutRegion: { count: 1000, more: true },
    withoutRole: { count: 7, more: false },
  },
  facilitiesPerRegion: [
    { id: 'r1', name: 'Achterhoek', facilities: 0 },
    { id: 'r2', name: 'Éémland', facilities: 12 },
  ],
  latestChanges: [
    change('c1', { kind: 'create', resource: 'employees', recordName: 'Bakker', action: 'createEmployee' }),
    change('c2', { kind: 'delete', recordName: 'Weg', recordState: 'deleted', actorName: null }),
    change('c3', {}),
    change('c4', {
      kind: 'archive',
      resource: 'employees',
      recordName: 'Chantal Bakker',
      recordState: 'archived',
      action: 'archiveEmployee',
    }),
  ],
};

function signedInApi(permissions: string[], data: unknown) {
  return installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: permissions } },
    'GET /dashboard': { body: { data } },
    'POST /auth/logout': { status: 204 },
  });
}

async function openDashboard() {
  openAt('/dashboard');
  await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
}

const card = async (title: string) => screen.findByRole('region', { name: title });

beforeEach(async () => {
  document.cookie = 'XSRF-TOKEN=t';
  installFakeApi({ 'POST /auth/logout': { status: 204 } });
  await logout();
  resetShellState();
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s cards', { timeout: 30_000 }, () => {
  it('shows the headcount with Dutch labels, linking what the lists can show', async () => {
    signedInApi(['manage_employees', 'manage_regions', 'manage_tags'], everything);
    await openDashboard();
    const headcount = within(await card('Medewerkers'));
    expect(headcount.getByRole('link', { name: 'Actieve medewerkers: 1.250' })).toHaveAttribute(
      'href',
      '/system/employees',
    );
    expect(headcount.getByRole('link', { name: 'Deze maand gearchiveerd: 4' })).toHaveAttribute(
      'href',
      '/archive/employees',
    );
    // No list filter says "without a region" or "without a role": figures without a link.
    expect(headcount.getByText('Zonder regio').nextSibling).toHaveTextContent('Meer dan 1.000');
    expect(headcount.getByText('Zonder rol').nextSibling).toHaveTextContent('7');
    expect(headcount.getAllByRole('link')).toHaveLength(2);
  });

  it('does not link the archive for a reader of employees (the archive needs manage_employees)', async () => {
    signedInApi(['view_employees'], { ...base, headcount: everything.headcount });
    await openDashboard();
    const headcount = within(await card('Medewerkers'));
    expect(headcount.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/system/employees',
    ]);
    expect(headcount.getByText('Deze maand gearchiveerd').nextSibling).toHaveTextContent('4');
  });

  it('lists facilities per region, each region linked to its page', async () => {
    signedInApi(['manage_regions'], everything);
    await openDashboard();
    const regions = within(await card('Zorginstellingen per regio'));
    expect(regions.getByRole('columnheader', { name: 'Regio' })).toBeInTheDocument();
    expect(regions.getByRole('columnheader', { name: 'Zorginstellingen' })).toBeInTheDocument();
    const rows = regions.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Achterhoek0', 'Éémland12']);
    expect(regions.getByRole('link', { name: 'Éémland' })).toHaveAttribute('href', '/system/regions/r2');
  });

  it('tells who did what to which record, linked while the record has a page', async () => {
    signedInApi(['manage_tags', 'manage_employees'], everything);
    await openDashboard();
    const changes = within(await card('Laatste wijzigingen'));
    const items = changes.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Medewerker ‘Bakker’ aangemaakt',
      'Tag ‘Weg’ verwijderd',
      'Tag ‘Spoed’ gewijzigd',
      'Medewerker ‘Chantal Bakker’ gearchiveerd',
    ]);
    expect(changes.getByRole('link', { name: 'Medewerker ‘Bakker’ aangemaakt' })).toHaveAttribute(
      'href',
      '/system/employees/record-c1',
    );
    expect(changes.getByRole('link', { name: 'Tag ‘Spoed’ gewijzigd' })).toHaveAttribute(
      'href',
      '/system/tags/record-c3',
    );
    // An archived record opens in the archive; a deleted one has no page.
    expect(changes.getByRole('link', { name: 'Medewerker ‘Chantal Bakker’ gearchiveerd' })).toHaveAttribute(
      'href',
      '/archive/employees/record-c4',
    );
    expect(changes.queryByRole('link', { name: /Weg/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Door een verwijderde gebruiker · 20 nov\.? 2026, \d\d:\d\d/);
  });

  it('does not link an archived record for a user who may not open the archive', async () => {
    signedInApi(['view_employees', 'view_employee_action_history'], {
      ...base,
      latestChanges: [everything.latestChanges[3]],
    });
    await openDashboard();
    const changes = within(await card('Laatste wijzigingen'));
    expect(changes.getByText('Medewerker ‘Chantal Bakker’ gearchiveerd')).toBeInTheDocument();
    expect(changes.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names nobody to a user who may not read employees: the answer leaves the actor out', async () => {
    const { actorName: _hidden, ...anonymous } = change('c5', {});
    signedInApi(['manage_tags'], { ...base, latestChanges: [anonymous] });
    await openDashboard();
    const [item] = within(await card('Laatste wijzigingen')).getAllByRole('listitem');
    expect(item).toHaveTextContent(/^Tag ‘Spoed’ gewijzigd20 nov\.? 2026, \d\d:\d\d$/);
  });

  it('gives every card its empty state', async () => {
    signedInApi([], { ...base, headcount: everything.headcount, facilitiesPerRegion: [], latestChanges: [] });
    await openDashboard();
    expect(within(await card('Laatste wijzigingen')).getByText('Nog geen wijzigingen')).toBeInTheDocument();
    expect(
      within(await card('Zorginstellingen per regio')).getByText("Nog geen regio's"),
    ).toBeInTheDocument();
    expect(
      within(await card('Snel naar')).getByText('Je beheert nog geen onderdelen van het portaal.'),
    ).toBeInTheDocument();
  });

  it('leaves out the cards the answer lacks; quick links only to what the user manages', async () => {
    signedInApi(['manage_tags', 'view_employees'], base);
    await openDashboard();
    const links = within(await card('Snel naar')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tags', '/system/tags'],
    ]);
    expect(links[0]!.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Medewerkers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Laatste wijzigingen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zorginstellingen per regio' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gebruikers')).not.toBeInTheDocument();
  });

  it('a failed load says so and offers a retry that loads the cards', async () => {
    installFakeApi({
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: { data: ['manage_employees'] } },
      'GET /dashboard': [{ status: 500, body: { message: 'kapot' } }, { body: { data: everything } }],
      'POST /auth/logout': { status: 204 },
    });
    await openDashboard();
    expect(await screen.findByText('Het dashboard kon niet worden geladen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await card('Medewerkers')).toBeInTheDocument();
  });
});
