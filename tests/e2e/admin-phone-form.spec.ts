import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/** Issue 17 walk-through: a create form on a phone offers "Annuleren" next to "Opslaan", both within 360 px. */
test('create form on a phone: "Opslaan" and "Annuleren" side by side within the screen @mobile', async ({
  page,
}) => {
  await resizeTo(page, { width: 360, height: 740 });
  await signIn(page, '/system/employees/create');
  const save = page.getByRole('button', { name: text('ra.action.save') });
  const cancel = page.getByRole('link', { name: text('common.cancel') });
  await expect(save).toBeVisible();
  await expect(cancel).toBeVisible();
  await expect(cancel).toHaveText(text('common.cancel'));
  const [saveBox, cancelBox] = [await save.boundingBox(), await cancel.boundingBox()];
  for (const box of [saveBox, cancelBox]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  // Side by side: the same row.
  expect(Math.abs(saveBox!.y - cancelBox!.y)).toBeLessThan(4);
  await screenshot(page, 'phone-create-form-360');
  await cancel.click();
  await expect(page).toHaveURL(/\/system\/employees$/);
});
