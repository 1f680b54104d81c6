import { describe, expect, it } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { employees } from '../../resources/employees.ts';
import { tags } from '../../resources/tags.ts';
import { formatRecordName, recordNameFields } from '../../resources/record-name.ts';

// Issue 17 point 7: a definition names its record by a template ("Chantal Bakker", not "Bakker").
describe('record names', () => {
  it('names an employee by first and last name, a tag by its name field', () => {
    expect(employees.recordName).toBe('{firstName} {lastName}');
    expect(formatRecordName(employees.recordName, { firstName: 'Chantal', lastName: 'Bakker' })).toBe(
      'Chantal Bakker',
    );
    expect(tags.recordName).toBe('{name}');
    expect(formatRecordName(tags.recordName, { name: 'Nachtdienst' })).toBe('Nachtdienst');
  });

  it('leaves no stray spaces for a missing value, and is empty without any', () => {
    expect(formatRecordName('{firstName} {lastName}', { firstName: null, lastName: 'de Boer' })).toBe(
      'de Boer',
    );
    expect(formatRecordName('{firstName} {lastName}', {})).toBe('');
    expect(formatRecordName('{firstName} {lastName}', undefined)).toBe('');
    expect(recordNameFields('{firstName} ({city})')).toEqual(['firstName', 'city']);
  });

  it('refuses a template naming no field or an unknown one', () => {
    const named = (recordName: string) =>
      defineResource({
        name: 'test-named',
        singular: 'Ding',
        plural: 'Dingen',
        permission: 'manage_tags',
        fields: { name: field.text({ sortable: true }) },
        recordName,
        defaultSort: { field: 'name', order: 'asc' },
        audit: { create: 'createDing', edit: 'editDing' },
      });
    expect(() => named('{nickname}')).toThrow('test-named: recordName "{nickname}" must name fields');
    expect(() => named('Ding')).toThrow('must name fields');
    expect(named('{name}').article).toBe('de');
  });
});
