import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';

/**
 * Issue 18, point 10: "phone numbers shown raw (`+31648271953`, Dutch users read `06 48 27 19 53`)". A record's
 * number is stored as E.164 and shown as people read it, at a desk and on a phone.
 */
for (const mobile of [false, true]) {
  test(`${mobile ? '@mobile ' : ''}an employee's phone number reads as 06 48 27 19 53`, async ({ page }) => {
    const run = Date.now().toString(36);
    await signIn(page, null);
    const employee = await apiCall<{ id: string; phone: string }>(page, 'POST', '/employees', {
      firstName: 'Bel',
      lastName: `Mij-${run}`,
      email: `bel.${run}@zorgportaal.test`,
      phone: '06 48271953',
    });
    expect(employee.phone).toBe('+31648271953');

    await page.goto(`/system/employees/${employee.id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByText(text('resources.employees.fields.phone'), { exact: true })).toBeVisible();
    await expect(main.getByText('06 48 27 19 53', { exact: true })).toBeVisible();
    await expect(main.getByText('+31648271953')).toHaveCount(0);
    await screenshot(page, `phone-display-employee${mobile ? '-phone' : ''}`);
  });
}
