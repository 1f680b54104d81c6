import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PermissionChoices } from '../../src/framework/form/PermissionChoices.tsx';

const LABELS: Record<string, string> = {
  manage_tags: 'Tags beheren',
  view_audit: 'Auditlog bekijken',
  manage_employees: 'Medewerkers beheren',
  edit_éclairs: 'Éclairs bewerken',
  manage_branches: 'Branches beheren',
};

it('lists permissions by their Dutch labels, not their codes, and keeps the codes’ order in what it reports', async () => {
  const onChange = vi.fn();
  render(
    <PermissionChoices
      label="Rechten"
      values={Object.keys(LABELS)}
      labelOf={(value) => LABELS[value] ?? value}
      chosen={['manage_tags']}
      onChange={onChange}
      granted={Object.keys(LABELS)}
    />,
  );
  const labels = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  expect(labels).toEqual([
    'Auditlog bekijken',
    'Branches beheren',
    'Éclairs bewerken',
    'Medewerkers beheren',
    'Tags beheren',
  ]);
  await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Auditlog bekijken' }));
  expect(onChange).toHaveBeenCalledWith(['manage_tags', 'view_audit']);
});
