import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_LABELS } from '../../resources/manifest.ts';
import { adminNl } from '../../i18n/nl/admin.ts';
import { employees } from '../../resources/employees.ts';
import { PERMISSIONS, type Permission } from '../../resources/permissions.ts';
import { regions } from '../../resources/regions.ts';
import { roles } from '../../resources/roles.ts';
import { tags } from '../../resources/tags.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeHandler } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { employeeRecord, STAMP } from '../helpers/employee-record.ts';

/**
 * "Choices you may not grant are disabled with the reason" (docs/security.md): granting is bounded by what you
 * hold, and an employee or role that is not yours to change says why and offers no changes.
 */

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const texts = adminNl.screens.employees;
const label = (permission: Permission) => PERMISSION_LABELS[permission]!;
/** The reason under a group of permissions for a user holding `granted`. */
const notYours = (granted: readonly Permission[]) =>
  adminNl.framework.grants.notYours.replace(
    '%{permissions}',
    // Named in the order of their Dutch labels, as the checkboxes are listed.
    PERMISSIONS.filter((permission) => !granted.includes(permission))
      .map(label)
      .sort(new Intl.Collator('nl').compare)
      .join(', '),
  );

const EMPLOYEE = employeeRecord({ permissions: ['manage_roles'] });
const PLANNER = { id: 'r1', name: 'Planner', permissions: ['view_employees'], ...STAMP };
const ADMINISTRATOR = {
  id: 'r2',
  name: 'Beheerder',
  permissions: ['manage_roles', 'manage_employees'],
  ...STAMP,
};
const SCHEDULER = { id: 'r3', name: 'Roosteraar', permissions: ['manage_regions'], ...STAMP };
const OWN_RECORD =
  'Dit is je eigen medewerker. Je eigen gegevens, rechten en rollen kan alleen een andere beheerder wijzigen.';

/** The page of EMPLOYEE for a user with `permissions`; the server's authority answer and routes may be replaced. */
function openEmployee(permissions: Permission[], routes: Record<string, FakeHandler | FakeHandler[]> = {}) {
  const api = signedInAdminApi(permissions, {
    ...fakeResourceApi(employees, [EMPLOYEE]).routes,
    ...fakeResourceApi(roles, [PLANNER, ADMINISTRATOR, SCHEDULER]).routes,
    ...fakeResourceApi(regions, []).routes,
    'GET /employees/e1/authority': { body: { data: { writable: true, reason: null } } },
    'GET /employees/e1/regions': { body: { data: [] } },
    'GET /employees/e1/roles': { body: { data: [] } },
    'GET /employees/e1/account': { body: { data: null } },
    ...routes,
  });
  openAdminAt('/system/employees/e1', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
  return api;
}

const panel = (title: string) => screen.findByRole('region', { name: title }, { timeout: 20_000 });

describe('an employee’s permissions and roles: only what you hold yourself', { timeout: 40_000 }, () => {
  it('disables each permission you lack, with the reason under the group, and saves the rest unchanged', async () => {
    const user = userEvent.setup();
    const granted: Permission[] = ['manage_employees', 'view_employees'];
    const api = openEmployee(granted, {
      'POST /employees/e1/update-permissions': (request) => ({
        body: { data: { ...EMPLOYEE, ...(request.body as object) } },
      }),
    });
    const card = await panel(texts.permissions.title);
    const mine = within(card).getByRole('checkbox', { name: label('view_employees') });
    await waitFor(() => expect(mine).toBeEnabled());
    expect(mine).not.toHaveAccessibleDescription();
    // A writable employee: the page's changes are there (what the page of one you may not change lacks).
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiveren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.email.action })).toBeInTheDocument();
    expect(
      within(await panel(texts.tags.title)).getByRole('button', { name: texts.tags.edit }),
    ).toBeInTheDocument();
    expect(
      within(await panel(texts.regions.title)).getByRole('button', { name: texts.regions.edit }),
    ).toBeInTheDocument();
    expect(
      within(await panel(texts.account.title)).getByRole('button', { name: texts.account.create }),
    ).toBeInTheDocument();

    // Visible under the group, naming them; each of them is described by it.
    const reason = notYours(granted);
    expect(within(card).getByText(reason)).toBeVisible();
    for (const permission of PERMISSIONS.filter((value) => !granted.includes(value))) {
      const checkbox = within(card).getByRole('checkbox', { name: label(permission) });
      expect(checkbox).toBeDisabled();
      expect(checkbox).toHaveAccessibleDescription(reason);
    }
    // The employee has "Rollen beheren", which this user lacks: it stays, ticked and disabled.
    expect(within(card).getByRole('checkbox', { name: label('manage_roles') })).toBeChecked();

    await user.click(mine);
    await user.click(within(card).getByRole('button', { name: texts.permissions.save }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('POST /employees/e1/update-permissions')[0]!.body).toEqual({
      permissions: ['manage_roles', 'view_employees'],
    });
  });

  it('disables each role carrying a permission you lack, with the reason; an assigned one cannot be removed', async () => {
    const user = userEvent.setup();
    const api = openEmployee(['manage_employees', 'view_employees'], {
      'GET /employees/e1/roles': { body: { data: [ADMINISTRATOR] } },
      'PUT /employees/e1/roles': { body: { data: [ADMINISTRATOR, PLANNER] } },
    });
    const card = await panel(texts.roles.title);
    await user.click(await within(card).findByRole('button', { name: texts.roles.edit }));
    const field = within(card).getByRole('combobox', { name: texts.roles.label });
    expect(field).toHaveAccessibleDescription(texts.roles.notYours);
    expect(within(card).getByText(texts.roles.notYours)).toBeVisible();

    // Assigned by someone holding "Rollen beheren": a chip without its remove button.
    const chip = (name: string) => within(card).queryByText(name, { selector: '.MuiChip-label' });
    expect(chip('Beheerder')).toBeInTheDocument();
    expect(within(chip('Beheerder')!.parentElement!).queryByTestId('CancelIcon')).not.toBeInTheDocument();

    await user.click(field);
    const scheduler = await screen.findByRole('option', { name: /Roosteraar/ });
    expect(scheduler).toHaveAttribute('aria-disabled', 'true');
    expect(scheduler).toHaveTextContent(texts.roles.lacks.replace('%{permissions}', label('manage_regions')));
    const planner = screen.getByRole('option', { name: 'Planner' });
    expect(planner).toHaveAttribute('aria-disabled', 'false');
    await user.click(planner);

    // Backspace over the chips takes Planner away, but not the role you cannot take away.
    await user.keyboard('{Backspace}{Backspace}');
    expect(chip('Planner')).not.toBeInTheDocument();
    expect(chip('Beheerder')).toBeInTheDocument();
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Planner' }));
    await user.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('PUT /employees/e1/roles')[0]!.body).toEqual({ roles: ['r2', 'r1'] });
  });

  it('shows the server’s reason once on an employee you may not change, and no way to change anything', async () => {
    openEmployee(['manage_employees', 'view_employees'], {
      'GET /employees/e1/authority': { body: { data: { writable: false, reason: OWN_RECORD } } },
    });
    const notice = await screen.findByRole('note', {}, { timeout: 20_000 });
    expect(notice).toHaveTextContent(adminNl.framework.authority.title.replace('%{name}', 'medewerker'));
    expect(notice).toHaveTextContent(OWN_RECORD);
    expect(screen.getAllByText(OWN_RECORD)).toHaveLength(1);

    const account = await panel(texts.account.title);
    expect(await within(account).findByText(texts.account.none)).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: texts.account.create })).not.toBeInTheDocument();
    const permissions = await panel(texts.permissions.title);
    for (const checkbox of within(permissions).getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    // The reason is the page's, not repeated under the permissions.
    expect(within(permissions).queryByText(/kun je niet geven of afnemen/)).not.toBeInTheDocument();
    await within(await panel(texts.roles.title)).findByText(texts.roles.empty);
    await within(await panel(texts.regions.title)).findByText(texts.regions.empty);
    for (const name of [
      'Bewerken',
      'Archiveren',
      texts.email.action,
      texts.permissions.save,
      texts.tags.edit,
      texts.roles.edit,
      texts.regions.edit,
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows the server’s 403 reason when a change is refused after all', async () => {
    const user = userEvent.setup();
    const refused = 'Je kunt alleen rechten geven of afnemen die je zelf hebt.';
    openEmployee(['manage_employees', 'view_employees'], {
      'POST /employees/e1/update-permissions': { status: 403, body: { message: refused } },
    });
    const card = await panel(texts.permissions.title);
    const mine = within(card).getByRole('checkbox', { name: label('view_employees') });
    await waitFor(() => expect(mine).toBeEnabled());
    await user.click(mine);
    await user.click(within(card).getByRole('button', { name: texts.permissions.save }));
    expect(await within(card).findByText(refused)).toBeInTheDocument();
  });
});

describe('a role’s permissions: only what you hold yourself', { timeout: 40_000 }, () => {
  const ROLE = { id: 'r9', name: 'Regiobeheer', permissions: ['manage_regions'], ...STAMP };

  it('the form disables each permission you lack, with the reason, and creates the role with yours', async () => {
    const user = userEvent.setup();
    const granted: Permission[] = ['manage_roles', 'manage_tags'];
    const api = signedInAdminApi(granted, fakeResourceApi(roles, []).routes);
    openAdminAt('/system/roles/create', [roles]);
    const group = await screen.findByRole('group', { name: 'Rechten' }, { timeout: 20_000 });
    const reason = notYours(granted);
    expect(within(group).getByText(reason)).toBeVisible();
    expect(within(group).getByRole('checkbox', { name: label('manage_regions') })).toBeDisabled();
    expect(
      within(group).getByRole('checkbox', { name: label('manage_regions') }),
    ).toHaveAccessibleDescription(reason);
    expect(within(group).getByRole('checkbox', { name: label('manage_roles') })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Tagbeheer');
    await user.click(within(group).getByRole('checkbox', { name: label('manage_tags') }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    expect(api.callsTo('POST /roles')[0]!.body).toEqual({ name: 'Tagbeheer', permissions: ['manage_tags'] });
  });

  it('a role with a permission you lack: its page says why and has no edit or delete', async () => {
    signedInAdminApi(['manage_roles'], fakeResourceApi(roles, [ROLE]).routes);
    openAdminAt('/system/roles/r9', [roles]);
    const notice = await screen.findByRole('note', {}, { timeout: 20_000 });
    expect(notice).toHaveTextContent('Je kunt deze rol niet wijzigen');
    expect(notice).toHaveTextContent(
      "Deze rol heeft rechten die je zelf niet hebt: Regio's beheren. Alleen iemand die al die rechten heeft, kan deze rol wijzigen of verwijderen.",
    );
    expect(screen.getByText('Regiobeheer', { selector: 'main *' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });

  it('a role with a permission you lack: its form says why, is read-only and cannot be saved', async () => {
    const api = signedInAdminApi(['manage_roles'], fakeResourceApi(roles, [ROLE]).routes);
    openAdminAt('/system/roles/r9/edit', [roles]);
    const notice = await screen.findByRole('note', {}, { timeout: 20_000 });
    expect(notice).toHaveTextContent('Je kunt deze rol niet wijzigen');
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveAttribute('readonly');
    const group = screen.getByRole('group', { name: 'Rechten' });
    for (const checkbox of within(group).getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annuleren' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /roles/r9')).toHaveLength(0);
  });
});
