import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { AnyResource } from '../../resources/define.ts';
import type { AdminResource } from './admin-model.ts';
import type { AuthorityAnswer, RecordAuthority } from './authority.ts';

/**
 * The client half of a definition's named extensions (DESIGN.md §3): `extensions: ['facilities']` on regions
 * plugs in `src/screens/index.ts` → `'regions/facilities'`. An extension adds panels and actions to the show
 * page, or replaces a generic screen. Its components should be `lazy()`: they load with the page that shows them.
 */

/** What a panel or an action of the show page receives. */
export interface ExtensionProps {
  definition: AnyResource;
  /** The record the show page shows. */
  record: RaRecord;
  /** The resource's react-admin name and URLs. */
  resource: AdminResource;
  /**
   * Whether the signed-in user may change the record (`useRecordAuthority`). While not `writable`, a panel or
   * action offers no change; the page itself says why, once.
   */
  authority: RecordAuthority;
}

/** A card below the record's fields on its show page. */
export interface ExtensionPanel {
  component: ComponentType<ExtensionProps>;
  /** Fields the panel shows (or edits) itself, left out of the generic field list (a region's description card). */
  replacesFields?: readonly string[];
}

/** What a replaced generic screen receives: the same as the generic screen. */
export interface ScreenProps {
  resource: AdminResource;
}

export type ScreenKind = 'list' | 'show' | 'create' | 'edit';

/**
 * Asks the server whether the signed-in user may change one record, and if not why (`GET /employees/{id}/authority`
 * answers `{ data: AuthorityAnswer }`). Rejects when it cannot tell; the screens then leave the decision to the
 * server's answer to the write itself.
 */
export type AuthorityQuery = (id: Identifier, signal?: AbortSignal) => Promise<AuthorityAnswer>;

export interface ScreenExtension {
  /** Cards below the fields of the show page, in order. */
  panels?: readonly ExtensionPanel[];
  /** Buttons in the show page's toolbar, before edit and delete (a dialog such as "move to another region"). */
  actions?: readonly ComponentType<ExtensionProps>[];
  /** A screen of its own instead of the generic one. */
  screens?: Partial<Record<ScreenKind, ComponentType<ScreenProps>>>;
  /** Who may change a record, beyond what the screens can tell themselves (see `useRecordAuthority`). */
  authority?: AuthorityQuery;
}

/** The registry: `<resource>/<extension>` → what it adds (the server's keys, server/admin/extensions.ts). */
export type ScreenExtensions = Readonly<Record<string, ScreenExtension>>;

/** Everything a resource's extensions add, merged in the order the definition names them. */
export interface ResolvedExtensions {
  panels: readonly ExtensionPanel[];
  actions: readonly ComponentType<ExtensionProps>[];
  screens: Partial<Record<ScreenKind, ComponentType<ScreenProps>>>;
  /** The first extension's `authority`, if any names one. */
  authority: AuthorityQuery | null;
}

/** Merges the screen parts of `definition.extensions`; an extension without screens (server only) adds nothing. */
export function resolveExtensions(definition: AnyResource, registry: ScreenExtensions): ResolvedExtensions {
  const parts = definition.extensions.flatMap((name) => {
    const part = registry[`${definition.name}/${name}`];
    return part ? [part] : [];
  });
  return {
    panels: parts.flatMap((part) => part.panels ?? []),
    actions: parts.flatMap((part) => part.actions ?? []),
    screens: Object.assign({}, ...parts.map((part) => part.screens ?? {})) as ResolvedExtensions['screens'],
    authority: parts.find((part) => part.authority)?.authority ?? null,
  };
}
