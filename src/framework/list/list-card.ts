import type { ManifestField, ManifestResource } from '../../../resources/manifest-entry.ts';
import { recordNameFields } from '../../../resources/record-name.ts';

/** What a list's card shows beside the record's name (ListCards): a line under it and a value on its right. */
export interface CardFields {
  secondary: ManifestField | null;
  tertiary: ManifestField | null;
}

/**
 * The fields of a definition's card beside its `recordName`: the ones its `listCard` names, or else the first
 * list fields the name does not already show, in the definition's order.
 */
export function cardFieldsOf(definition: ManifestResource): CardFields {
  const fields = Object.values(definition.fields);
  const byName = (name: string | undefined) => fields.find((field) => field.name === name) ?? null;
  const { secondary: chosenSecondary, tertiary: chosenTertiary } = definition.listCard;
  const shown = new Set([...recordNameFields(definition.recordName), chosenSecondary, chosenTertiary]);
  const unchosen = fields.filter((field) => field.list && !shown.has(field.name));
  return {
    secondary: byName(chosenSecondary) ?? unchosen.shift() ?? null,
    tertiary: byName(chosenTertiary) ?? unchosen.shift() ?? null,
  };
}
