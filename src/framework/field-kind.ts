import type { FieldKind } from '../../resources/define.ts';
import type { ManifestField } from '../../resources/manifest-entry.ts';

/**
 * The kinds the screens handle: the DSL's kinds plus `referenceList` (several references, answered as `string[]` of
 * ids, the target in `references`), which the screens render already so that a definition can use it as soon as the
 * DSL has it. Switches over this type end in `unreachable`, so a new kind is a tsc error at every switch.
 */
export type ScreenFieldKind = FieldKind | 'referenceList';

export function kindOf(field: ManifestField): ScreenFieldKind {
  return field.kind;
}
