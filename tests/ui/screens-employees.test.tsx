import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminNl } from '../../i18n/nl/admin.ts';
import { employees } from '../../resources/employees.ts';
import { regions } from '../../resources/regions.ts';
import { roles } from '../../resources/roles.ts';
import { tags } from '../../resources/tags.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeHandler } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { employeeRecord, STAMP } from '../helpers/employee-record.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const texts = adminNl.screens.employees;
const EMPLOYEE = employeeRecord();
const PLANNER = { id: 'r1', name: 'Planner', permissions: [], ...STAMP };
const RECRUITER = { id: 'r2', name: 'Recruiter', permissions: [], ...STAMP };
const AMSTERDAM = { id: 'g1', name: 'Amsterdam-Amstelland', description: '', ...STAMP };
const UTRECHT = { id: 'g2', name: 'Utrecht en Eemland', description: '', ...STAMP };
const IN_AMSTERDAM = {
  region: 'g1',
  regionName: AMSTERDAM.name,
  role: 'r1',
  roleName: 'Planner',
  primary: true,
};

/** The employee page of EMPLOYEE with the real definitions and screens, and these extension routes. */
function openEmployee(permissions: string[], routes: Record<string, FakeHandler | FakeHandler[]> = {}) {
  const api = signedInAdminApi(permissions, {
    ...fakeResourceApi(employees, [EMPLOYEE]).routes,
    ...fakeResourceApi(roles, [PLANNER, RECRUITER]).routes,
    ...fakeResourceApi(regions, [AMSTERDAM, UTRECHT]).routes,
    'GET /employees/e1/regions': { body: { data: [IN_AMSTERDAM] } },
    'GET /employees/e1/roles': { body: { data: [] } },
    'GET /employees/e1/account': { body: { data: null } },
    'GET /employees/e1/authority': { body: { data: { writable: true, reason: null } } },
    'GET /employees/e1/history': { body: { data: [], links: { next: null }, meta: { total: 0 } } },
    ...routes,
  });
  openAdminAt('/system/employees/e1', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
  return api;
}

const panel = (title: string) => screen.findByRole('region', { name: title }, { timeout: 20_000 });

describe('employee page (src/screens/employees)', { timeout: 40_000 }, () => {
  it('shows each card in one frame named by its h2: the tags (a plain field) first, then the extensions', async () => {
    openEmployee(['manage_employees', 'view_employees', 'view_employee_action_history']);
    const titles = [
      texts.tags.title,
      texts.permissions.title,
      texts.regions.title,
      texts.roles.title,
      texts.account.title,
      texts.history.title,
    ];
    // Each card's code loads on its own.
    const cards = await Promise.all(titles.map(panel));
    for (const [index, card] of cards.entries()) {
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(titles[index]!);
      const next = cards[index + 1];
      if (next)
        expect(card.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
    }
  });

  it('shows a reader (view_employees) the roles but no account card, and no error in its place', async () => {
    openEmployee(['view_employees'], {
      'GET /employees/e1/roles': { body: { data: [PLANNER] } },
      'GET /employees/e1/account': { status: 403, body: { message: 'Je hebt geen toegang tot deze actie' } },
    });
    expect(await within(await panel(texts.roles.title)).findByText('Planner')).toBeInTheDocument();
    // The account card would come right after the roles (its code loads on its own): give it the time to.
    await expect(
      screen.findByRole('region', { name: texts.account.title }, { timeout: 3_000 }),
    ).rejects.toThrow(`Unable to find role="region" and name "${texts.account.title}"`);
    expect(screen.queryByText('Er is iets fout gegaan.')).not.toBeInTheDocument();
  });

  it('saves the permissions with update-permissions and says "Opgeslagen"', async () => {
    const user = userEvent.setup();
    // Only permissions you hold can be given (tests/ui/grant-limits.test.tsx): these two are the user's own.
    const api = openEmployee(['manage_employees', 'view_employees', 'manage_tags'], {
      'POST /employees/e1/update-permissions': (request) => ({
        body: { data: { ...EMPLOYEE, ...(request.body as object) } },
      }),
    });
    const card = await panel(texts.permissions.title);
    const save = within(card).getByRole('button', { name: texts.permissions.save });
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'Medewerkers bekijken' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Tags beheren' }));
    await user.click(save);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    // In the order of spec §6, whatever order they were ticked in.
    expect(api.callsTo('POST /employees/e1/update-permissions')[0]!.body).toEqual({
      permissions: ['manage_tags', 'view_employees'],
    });
  });

  it('edits the regions with their roles and the primary region, and shows the server’s 422', async () => {
    const user = userEvent.setup();
    const saved = [
      { region: 'g2', regionName: UTRECHT.name, role: 'r2', roleName: 'Recruiter', primary: true },
      { ...IN_AMSTERDAM, primary: false },
    ];
    let current = [IN_AMSTERDAM];
    let tries = 0;
    const api = openEmployee(['manage_employees', 'manage_regions', 'manage_roles'], {
      'GET /employees/e1/regions': () => ({ body: { data: current } }),
      'POST /employees/e1/update-region': () => {
        tries += 1;
        if (tries === 1)
          return {
            status: 422,
            body: {
              message: 'Kies precies één hoofdregio.',
              errors: { regions: ['Kies precies één hoofdregio.'] },
            },
          };
        current = saved;
        return { body: { data: saved } };
      },
    });
    const card = await panel(texts.regions.title);
    const amsterdamRow = await within(card).findByRole('row', { name: /Amsterdam-Amstelland/ });
    expect(amsterdamRow).toHaveTextContent('Planner');
    expect(amsterdamRow).toHaveTextContent(texts.regions.primary);

    await user.click(within(card).getByRole('button', { name: texts.regions.edit }));
    await user.click(within(card).getByRole('button', { name: texts.regions.add }));
    const second = within(card).getByRole('group', { name: 'Regio 2' });
    await user.click(within(second).getByRole('combobox', { name: texts.regions.region }));
    await user.click(await screen.findByRole('option', { name: UTRECHT.name }));
    await user.click(within(second).getByRole('combobox', { name: texts.regions.role }));
    await user.click(await screen.findByRole('option', { name: 'Recruiter' }));

    // The server refuses the first try (as it would without exactly one primary region): its message shows.
    await user.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await within(card).findByText('Kies precies één hoofdregio.')).toBeInTheDocument();

    await user.click(within(second).getByRole('radio', { name: texts.regions.primary }));
    await user.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('POST /employees/e1/update-region')[1]!.body).toEqual({
      regions: [
        { region: 'g1', role: 'r1', primary: false },
        { region: 'g2', role: 'r2', primary: true },
      ],
    });
    const utrechtRow = await within(card).findByRole('row', { name: /Utrecht en Eemland/ });
    expect(utrechtRow).toHaveTextContent(texts.regions.primary);
    expect(within(card).getByRole('row', { name: /Amsterdam-Amstelland/ })).not.toHaveTextContent(
      texts.regions.primary,
    );
  });

  it('asks for a region and a role in every row before saving', async () => {
    const user = userEvent.setup();
    const api = openEmployee(['manage_employees', 'manage_regions', 'manage_roles']);
    const card = await panel(texts.regions.title);
    await user.click(await within(card).findByRole('button', { name: texts.regions.edit }));
    await user.click(within(card).getByRole('button', { name: texts.regions.add }));
    await user.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(within(card).getAllByText('Verplicht')).toHaveLength(2);
    expect(api.callsTo('POST /employees/e1/update-region')).toHaveLength(0);
  });

  it('replaces the roles with PUT /employees/{id}/roles', async () => {
    const user = userEvent.setup();
    let current: (typeof PLANNER)[] = [];
    const api = openEmployee(['manage_employees', 'manage_roles'], {
      'GET /employees/e1/roles': () => ({ body: { data: current } }),
      'PUT /employees/e1/roles': () => {
        current = [PLANNER];
        return { body: { data: current } };
      },
    });
    const card = await panel(texts.roles.title);
    expect(await within(card).findByText(texts.roles.empty)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.roles.edit }));
    await user.click(within(card).getByRole('combobox', { name: texts.roles.label }));
    await user.click(await screen.findByRole('option', { name: 'Planner' }));
    await user.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('PUT /employees/e1/roles')[0]!.body).toEqual({ roles: ['r1'] });
    expect(await within(card).findByText('Planner')).toBeInTheDocument();
  });

  it('shows the history, newest first with Dutch action names, only with view_employee_action_history', async () => {
    const user = userEvent.setup();
    const entry = (id: string, action: string, createdAt: string, changes: object | null = null) => ({
      id,
      action,
      actorId: 'u1',
      actorName: 'Anna de Vries',
      createdAt,
      changes,
    });
    const api = openEmployee(['manage_employees', 'view_employee_action_history'], {
      'GET /employees/e1/history': (request) =>
        request.query.get('cursor') === 'p2'
          ? {
              body: {
                data: [entry('a1', 'createEmployee', '2026-11-01T10:00:00.000Z')],
                links: { next: null },
              },
            }
          : {
              body: {
                data: [
                  entry('a3', 'editEmployeeRegions', '2026-11-03T10:00:00.000Z', {
                    regions: { before: [], after: [] },
                  }),
                  entry('a2', 'editEmployeePermissions', '2026-11-02T10:00:00.000Z', {
                    permissions: { before: [], after: ['view_employees'] },
                  }),
                ],
                links: { next: '/api/employees/e1/history?perPage=25&cursor=p2' },
                meta: { total: 3 },
              },
            },
    });
    const card = await panel(texts.history.title);
    const items = await within(card).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent("Regio's gewijzigd");
    expect(items[0]).toHaveTextContent(/Door Anna de Vries op 3 november 2026 om \d\d:00/);
    expect(items[1]).toHaveTextContent('Rechten gewijzigd');
    expect(items[1]).toHaveTextContent('Gewijzigd: Rechten');
    await user.click(within(card).getByRole('button', { name: texts.history.more }));
    expect(await within(card).findByText('Medewerker aangemaakt')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: texts.history.more })).not.toBeInTheDocument();
    expect(api.callsTo('GET /employees/e1/history')[1]!.query.get('cursor')).toBe('p2');
  });

  it('has no history panel without view_employee_action_history, and asks for none', async () => {
    const api = openEmployee(['manage_employees']);
    await panel(texts.account.title);
    expect(screen.queryByRole('region', { name: texts.history.title })).not.toBeInTheDocument();
    expect(api.callsTo('GET /employees/e1/history')).toHaveLength(0);
  });
});
