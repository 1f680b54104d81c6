import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regions } from '../../resources/regions.ts';
import { tags } from '../../resources/tags.ts';
import { departments } from '../fixtures/departments-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const tag = {
  id: 't1',
  name: 'Nachtdienst',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

// Issue 16: what one definition file gives the screens: its texts, defaults, help, icon and the pages' titles.
describe('a definition’s own texts, defaults and titles on the screens', { timeout: 30_000 }, () => {
  it('list, record and edit pages are titled by the plural, the record’s name and "… bewerken"', async () => {
    const api = fakeResourceApi(tags, [tag]);
    signedInAdminApi(['manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/tags', [tags]);
    await waitFor(() => expect(document.querySelector('main')?.textContent).toContain('Nachtdienst'), {
      timeout: 20_000,
    });
    await waitFor(() => expect(document.title).toBe('Tags – Zorgportaal'));
    await user.click(screen.getByText('Nachtdienst'));
    await waitFor(() => expect(document.title).toBe('Nachtdienst – Zorgportaal'));
    window.history.pushState(null, '', '/system/tags/t1/edit');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(document.title).toBe('Nachtdienst bewerken – Zorgportaal'));
  });
  it('the create form starts with the field’s default and shows its help; the page is titled "Nieuwe afdeling"', async () => {
    signedInAdminApi(['manage_regions'], {
      ...fakeResourceApi(departments, []).routes,
      ...fakeResourceApi(regions, []).routes,
    });
    openAdminAt('/system/test-departments/create', [departments, regions]);
    const active = await screen.findByRole('switch', { name: 'Actief' }, { timeout: 20_000 });
    expect(active).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Kostenplaats' })).toHaveAccessibleDescription(
      'Vier tot zes cijfers, zoals in de boekhouding.',
    );
    await waitFor(() => expect(document.title).toBe('Nieuwe afdeling – Zorgportaal'));
  });

  it('the record page reached by saving a new record is titled by its name', async () => {
    signedInAdminApi(['manage_tags'], fakeResourceApi(tags, []).routes);
    const user = userEvent.setup();
    openAdminAt('/system/tags/create', [tags]);
    await user.type(
      await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 }),
      'Weekenddienst',
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/system\/tags\/[^/]+$/));
    await waitFor(() => expect(document.title).toBe('Weekenddienst – Zorgportaal'));
  });
});
