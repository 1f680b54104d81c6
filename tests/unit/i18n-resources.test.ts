import { describe, expect, it } from 'vitest';
import { adminEn } from '../../i18n/admin-en.ts';
import { adminNl } from '../../i18n/admin-nl.ts';
import { messages } from '../../i18n/provider.ts';
import { RESOURCES } from '../../resources/index.ts';
import { labelsOf } from '../../src/framework/labels.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

/** Every text key the screens need for the definitions in resources/. */
function requiredKeys(): string[] {
  return RESOURCES.flatMap((definition) => [
    `resources.${definition.name}.name`,
    ...Object.values(definition.fields).flatMap((field) => [
      field.label,
      ...field.values.map((value) => `resources.${definition.name}.enums.${field.name}.${value}`),
    ]),
  ]);
}

/** A value label may also be the shared `enums.<field>.<value>`. */
function missingIn(tree: object): string[] {
  return requiredKeys().filter((key) => {
    if (typeof lookupMessage(tree, key) === 'string') return false;
    const shared = /^resources\.[^.]+\.enums\.(.+)$/.exec(key);
    return !(shared && typeof lookupMessage(tree, `enums.${shared[1]}`) === 'string');
  });
}

describe('texts of the resources (i18n/admin-nl.ts, admin-en.ts)', () => {
  it('admin-nl.ts and admin-en.ts have the same keys', () => {
    expect(keys(adminEn).sort()).toEqual(keys(adminNl).sort());
  });

  it('every resource has a name, every field a label, every value a label: in Dutch', () => {
    expect(missingIn(messages.nl)).toEqual([]);
  });

  it('… and in English', () => {
    expect(missingIn(messages.en)).toEqual([]);
  });

  it('names are "singular |||| plural" for react-admin’s smart_count', () => {
    const offenders = RESOURCES.filter(
      (definition) =>
        String(lookupMessage(messages.nl, `resources.${definition.name}.name`)).split(' |||| ').length !== 2,
    );
    expect(offenders.map((definition) => definition.name)).toEqual([]);
  });

  it('labels read as Dutch: names, value labels (administrative unit types, permissions), sentences', () => {
    const labels = labelsOf(createTranslator(messages.nl));
    const units = RESOURCES.find((definition) => definition.name === 'administrative-units')!;
    const roles = RESOURCES.find((definition) => definition.name === 'roles')!;
    expect(labels.singular(units)).toBe('Administratieve eenheid');
    expect(labels.pluralInSentence(units)).toBe('administratieve eenheden');
    expect(labels.enumValue(units, 'type', 'facility')).toBe('Zorginstelling');
    expect(labels.enumValue(units, 'type', 'professional')).toBe('Zorgprofessional');
    expect(labels.enumValue(units, 'type', 'internal')).toBe('Intern');
    expect(labels.enumValue(roles, 'permissions', 'manage_tags')).toBe('Tags beheren');
    expect(labels.createTitle(roles)).toBe('Rol toevoegen');
    expect(labels.editTitle(roles, 'Planner')).toBe('Planner bewerken');
    const employees = RESOURCES.find((definition) => definition.name === 'employees')!;
    expect(labels.archiveTitle(employees)).toBe('Gearchiveerde medewerkers');
  });
});
