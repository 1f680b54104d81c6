import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employees } from '../../resources/employees.ts';
import { tags } from '../../resources/tags.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { widgets } from '../fixtures/widgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const widget = {
  id: 'w1',
  name: 'Draaiknop',
  colours: [],
  serial: null,
  note: null,
  code: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The menu shows exactly these entries, also a moment later (canAccess answers asynchronously). */
async function expectMenu(expected: string[]) {
  const dashboard = await screen.findByRole('menuitem', { name: 'Dashboard' }, { timeout: 20_000 });
  const menu = (dashboard.closest('ul') ?? dashboard.parentElement!) as HTMLElement;
  const entries = () =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  await waitFor(() => expect(entries()).toEqual(expected));
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(entries()).toEqual(expected);
}

describe('menu and canAccess from the definitions (spec §5, §6)', { timeout: 30_000 }, () => {
  it('lists the menu definitions the user may access, with the archive after an archivable one', async () => {
    signedInAdminApi(['manage_roles', 'manage_regions']);
    openAdminAt('/dashboard', [gadgets, widgets, tags]);
    await expectMenu(['Dashboard', 'Gadgets', 'Archief gadgets', 'Widgets']);
  });

  it('hides what the user lacks: only manage_tags → only Tags', async () => {
    signedInAdminApi(['manage_tags']);
    openAdminAt('/dashboard', [gadgets, widgets, tags]);
    await expectMenu(['Dashboard', 'Tags']);
  });

  it('a read permission lists and shows, but offers no add, edit or delete', async () => {
    const api = fakeResourceApi(widgets, [widget]);
    signedInAdminApi(['view_employees'], api.routes);
    openAdminAt('/system/test-widgets', [widgets]);
    expect(await screen.findByText('Draaiknop', {}, { timeout: 20_000 })).toBeInTheDocument();
    await expectMenu(['Dashboard', 'Widgets']);
    expect(screen.queryByRole('link', { name: 'Toevoegen' })).not.toBeInTheDocument();

    window.history.pushState(null, '', '/system/test-widgets/w1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Serienummer')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
  });

  it('a read permission leads to the list: view_employees shows Medewerkers (not its archive)', async () => {
    signedInAdminApi(['view_employees', 'manage_tags']);
    openAdminAt('/dashboard', [employees, tags]);
    await expectMenu(['Dashboard', 'Medewerkers', 'Tags']);
  });

  it('an entry links to the spec’s URL: /system/<name>, /archive/<name>', async () => {
    signedInAdminApi(['manage_employees']);
    openAdminAt('/dashboard', [employees]);
    await waitFor(async () =>
      expect(await screen.findByRole('menuitem', { name: 'Medewerkers' })).toHaveAttribute(
        'href',
        '/system/employees',
      ),
    );
    expect(screen.getByRole('menuitem', { name: 'Archief medewerkers' })).toHaveAttribute(
      'href',
      '/archive/employees',
    );
  });
});
