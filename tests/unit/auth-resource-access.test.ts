import { describe, expect, it } from 'vitest';
import { mayAccess } from '../../auth/resource-access.ts';

const employees = { permission: 'manage_employees', readPermissions: ['view_employees'] };

describe('mayAccess (canAccess from a definition, spec §5/§6)', () => {
  it('the permission allows every action', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'restore']) {
      expect(mayAccess(employees, action, ['manage_employees'])).toBe(true);
    }
  });

  it('a read permission allows reading only', () => {
    for (const action of ['list', 'show', 'export', 'read']) {
      expect(mayAccess(employees, action, ['view_employees'])).toBe(true);
    }
    for (const action of ['create', 'edit', 'delete', 'restore']) {
      expect(mayAccess(employees, action, ['view_employees'])).toBe(false);
    }
  });

  it('without the permissions, or with unknown permissions, nothing is allowed', () => {
    expect(mayAccess(employees, 'list', ['manage_tags'])).toBe(false);
    expect(mayAccess(employees, 'list', null)).toBe(false);
    expect(mayAccess(employees, 'list', [])).toBe(false);
  });

  it('a resource without a rule is open', () => {
    expect(mayAccess(undefined, 'delete', null)).toBe(true);
  });
});
