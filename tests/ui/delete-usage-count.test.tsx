import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employees } from '../../resources/employees.ts';
import { tags } from '../../resources/tags.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 26, finding 8: `GET /<name>/{id}/usage` leaves out the count of a resource the user may not read. The delete
 * dialog then says by what the record is used, without a number.
 */
describe('the delete dialog without a count', { timeout: 30_000 }, () => {
  it('says "door medewerkers" when the answer has no count, and offers no delete', async () => {
    signedInAdminApi(['manage_tags'], {
      'GET /tags/:id/usage': { body: { data: { usedBy: [{ resource: 'employees' }] } } },
    });
    const user = userEvent.setup();
    openAdminAt('/system/tags/t1', [tags, employees]);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '‘Nachtdienst’ wordt nog gebruikt door medewerkers. Daarom kun je het niet verwijderen.',
    );
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
  });

  it('still names the count when there is one', async () => {
    signedInAdminApi(['manage_tags', 'view_employees'], {
      'GET /tags/:id/usage': { body: { data: { usedBy: [{ resource: 'employees', count: 3 }] } } },
    });
    const user = userEvent.setup();
    openAdminAt('/system/tags/t1', [tags, employees]);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }, { timeout: 20_000 }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      '‘Nachtdienst’ wordt nog gebruikt door 3 medewerkers. Daarom kun je het niet verwijderen.',
    );
  });
});
