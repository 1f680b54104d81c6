import { describe, expect, it } from 'vitest';
import { adminEn } from '../../i18n/en/admin.ts';
import { mergeMessages } from '../../i18n/merge-messages.ts';
import { adminNl } from '../../i18n/nl/admin.ts';
import { messages } from '../../i18n/provider.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { defineResource, field } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { PERMISSION_LABELS, RESOURCE_MANIFEST } from '../../resources/manifest.ts';
import { manifestEntryOf, permissionLabelsOf } from '../../resources/manifest-entry.ts';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { labelsOf } from '../../src/framework/labels.ts';
import { resourceMessages } from '../../src/framework/resource-texts.ts';
import { messageLeaves } from '../helpers/message-tree.ts';

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);
const dutch = mergeMessages(messages.nl, resourceMessages(RESOURCE_MANIFEST));
const labels = labelsOf(createTranslator(dutch));
const manifestOf = (name: string) => RESOURCE_MANIFEST.find((resource) => resource.name === name)!;

describe('texts of the resources (in their definitions; i18n/nl/admin.ts, en/admin.ts for the screens)', () => {
  it('nl/admin.ts and en/admin.ts have the same keys', () => {
    expect(keys(adminEn).sort()).toEqual(keys(adminNl).sort());
  });

  it('the SPA’s manifest carries the definitions’ Dutch texts, and every permission a label', () => {
    expect(RESOURCE_MANIFEST).toEqual(RESOURCES.map((definition) => manifestEntryOf(definition)));
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(permissionLabelsOf(RESOURCES, 'en')).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('labels read as Dutch: names, value labels (administrative unit types, permissions), sentences', () => {
    const units = manifestOf('administrative-units');
    const roles = manifestOf('roles');
    expect(labels.singular(units)).toBe('Administratieve eenheid');
    expect(labels.pluralInSentence(units)).toBe('administratieve eenheden');
    expect(labels.field(units.fields.name!)).toBe('Naam');
    expect(labels.field(units.fields.referenceNumber!)).toBe('Betalingskenmerk');
    expect(labels.enumValue(units, 'type', 'facility')).toBe('Zorginstelling');
    expect(labels.enumValue(units, 'type', 'professional')).toBe('Zorgprofessional');
    expect(labels.enumValue(units, 'type', 'internal')).toBe('Intern');
    expect(labels.enumValue(roles, 'permissions', 'manage_tags')).toBe('Tags beheren');
    expect(labels.createTitle(roles)).toBe('Rol toevoegen');
    expect(labels.editTitle(roles, 'Planner')).toBe('Planner bewerken');
    expect(labels.archiveTitle(manifestOf('employees'))).toBe('Gearchiveerde medewerkers');
  });

  it('English falls back to Dutch where a definition gives only Dutch', () => {
    const things = defineResource({
      name: 'things',
      singular: 'Ding',
      plural: { nl: 'Dingen', en: 'Things' },
      permission: 'manage_tags',
      fields: { name: field.text(), size: field.number({ label: 'Maat' }) },
      defaultSort: { field: 'createdAt', order: 'asc' },
      audit: { create: 'createThing', edit: 'editThing' },
    });
    const english = manifestEntryOf(things, 'en');
    expect([english.singular, english.plural]).toEqual(['Ding', 'Things']);
    expect(english.fields.size!.labelText).toBe('Maat');
    expect(english.fields.name!.labelText).toBe('Name');
  });

  it('a field without a label of its own or a shared one is refused, naming what to add', () => {
    expect(() =>
      defineResource({
        name: 'things',
        singular: 'Ding',
        plural: 'Dingen',
        permission: 'manage_tags',
        fields: { costCentre: field.text() },
        defaultSort: { field: 'createdAt', order: 'asc' },
        audit: { create: 'createThing', edit: 'editThing' },
      }),
    ).toThrow('things.costCentre: give the field a label');
  });
});
