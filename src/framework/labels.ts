import { useTranslate } from 'react-admin';
import type { ManifestResource, ManifestField } from '../../resources/manifest-entry.ts';

type Translate = ReturnType<typeof useTranslate>;

/**
 * The Dutch texts of a definition (i18n/admin-nl.ts): `resources.<name>.name` ("Tag |||| Tags"),
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
  /** "Tag toevoegen". */
  createTitle(definition: ManifestResource): string;
  /** "Zorg bewerken", or "Tag bewerken" while the record's title is unknown. */
  editTitle(definition: ManifestResource, title: string): string;
  enumValue(definition: ManifestResource, fieldName: string, value: string): string;
}

export function labelsOf(translate: Translate): Labels {
  const name = (definition: ManifestResource, count: number) =>
    translate(`resources.${definition.name}.name`, { smart_count: count });
  return {
    singular: (definition) => name(definition, 1),
    plural: (definition) => name(definition, 2),
    singularInSentence: (definition) => name(definition, 1).toLocaleLowerCase('nl-NL'),
    pluralInSentence: (definition) => name(definition, 2).toLocaleLowerCase('nl-NL'),
    field: (field) => translate(field.label),
    archiveTitle: (definition) =>
      translate('framework.archive.title', { name: name(definition, 2).toLocaleLowerCase('nl-NL') }),
    archiveMenu: (definition) =>
      translate('framework.archive.menu', { name: name(definition, 2).toLocaleLowerCase('nl-NL') }),
    createTitle: (definition) => translate('framework.titles.create', { name: name(definition, 1) }),
    editTitle: (definition, title) =>
      translate('framework.titles.edit', { title: title || name(definition, 1) }),
    enumValue: (definition, fieldName, value) =>
      translate(`resources.${definition.name}.enums.${fieldName}.${value}`, {
        _: translate(`enums.${fieldName}.${value}`, { _: value }),
      }),
  };
}

/** The labels in react-admin's current language. */
export function useLabels(): Labels {
  return labelsOf(useTranslate());
}
