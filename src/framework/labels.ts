import { useTranslate } from 'react-admin';
import type { ManifestResource, ManifestField } from '../../resources/manifest-entry.ts';

type Translate = ReturnType<typeof useTranslate>;

/**
 * The Dutch texts of a definition (i18n/nl/admin.ts): `resources.<name>.name` ("Tag |||| Tags"),
 * `resources.<name>.fields.<field>`, and value labels `resources.<name>.enums.<field>.<value>`, falling back to the
 * shared `enums.<field>.<value>` (the eight permissions are `enums.permissions.*`, whichever resource lists them).
 */
export interface Labels {
  /** "Tag" / "Tags". */
  singular(definition: ManifestResource): string;
  plural(definition: ManifestResource): string;
  /** In a sentence: "tag", "tags" ("Nog geen tags"). */
  singularInSentence(definition: ManifestResource): string;
  pluralInSentence(definition: ManifestResource): string;
  field(field: ManifestField): string;
  /** "Gearchiveerde medewerkers": the archive listing's title. */
  archiveTitle(definition: ManifestResource): string;
  /** "Archief medewerkers": its menu entry (short enough for the sidebar). */
  archiveMenu(definition: ManifestResource): string;
  /** "Tag toevoegen": the action. */
  createTitle(definition: ManifestResource): string;
  /** "Nieuwe tag", "Nieuw expertiseprofiel" (its `article`): the create page's title. */
  newTitle(definition: ManifestResource): string;
  /** "Chantal Bakker bewerken", or "Medewerker bewerken" while the record's name is unknown. */
  editTitle(definition: ManifestResource, title: string): string;
  /** "Chantal Bakker (gearchiveerd)": an archived record's page. */
  archivedRecordTitle(definition: ManifestResource, title: string): string;
  enumValue(definition: ManifestResource, fieldName: string, value: string): string;
}

export function labelsOf(translate: Translate): Labels {
  const name = (definition: ManifestResource, count: number) =>
    translate(`resources.${definition.name}.name`, { smart_count: count });
  const inSentence = (definition: ManifestResource, count: number) => lowerFirst(name(definition, count));
  return {
    singular: (definition) => name(definition, 1),
    plural: (definition) => name(definition, 2),
    singularInSentence: (definition) => inSentence(definition, 1),
    pluralInSentence: (definition) => inSentence(definition, 2),
    field: (field) => translate(field.label),
    archiveTitle: (definition) => translate('framework.archive.title', { name: inSentence(definition, 2) }),
    archiveMenu: (definition) => translate('framework.archive.menu', { name: inSentence(definition, 2) }),
    createTitle: (definition) => translate('framework.titles.create', { name: name(definition, 1) }),
    newTitle: (definition) =>
      translate(definition.article === 'het' ? 'framework.titles.newNeuter' : 'framework.titles.new', {
        name: inSentence(definition, 1),
      }),
    editTitle: (definition, title) =>
      translate('framework.titles.edit', { title: title || name(definition, 1) }),
    archivedRecordTitle: (definition, title) =>
      translate('framework.archive.recordTitle', { title: title || name(definition, 1) }),
    enumValue: (definition, fieldName, value) =>
      translate(`resources.${definition.name}.enums.${fieldName}.${value}`, {
        _: translate(`enums.${fieldName}.${value}`, { _: value }),
      }),
  };
}

/**
 * A name inside a sentence: its first letter in lower case ("administratieve eenheden"), unless it starts with an
 * abbreviation ("OAuth-applicaties").
 */
function lowerFirst(text: string): string {
  if (/^\p{Lu}\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('nl-NL') + text.slice(1);
}

/** The labels in react-admin's current language. */
export function useLabels(): Labels {
  return labelsOf(useTranslate());
}
