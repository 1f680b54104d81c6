import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { ManifestResource } from '../../resources/manifest-entry.ts';
import type { Permission } from '../../resources/permissions.ts';
import type { ResourceExtensionNames } from '../../resources/manifest.ts';
import type { AdminResource } from './admin-model.ts';
import type { AuthorityAnswer, RecordAuthority } from './authority.ts';

/**
 * The client half of a definition's named extensions (docs/architecture.md "Resource definitions"): `extensions:
 * ['facilities']` on regions
 * plugs in `src/screens/regions/index.ts` → `extensions.facilities`, assembled per resource in
 * `src/screens/index.ts`. An extension adds panels and actions to the show page, or replaces a generic screen; a
 * resource may also have cards of its own that are no extension (an employee's tags, saved by the generic PATCH).
 * Components should be `lazy()`: they load with the page that shows them. Every panel renders its card with
 * `PanelFrame` (`./show/PanelFrame.tsx`).
 */

/** What a panel or an action of the show page receives. */
export interface ExtensionProps {
  definition: ManifestResource;
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

/** A card below the record's fields on its show page; it renders its card with `PanelFrame`. */
export interface ExtensionPanel {
  component: ComponentType<ExtensionProps>;
  /** Fields the panel shows (or edits) itself, left out of the generic field list (a region's description card). */
  replacesFields?: readonly string[];
  /**
   * Shown only to users holding one of these permissions (the server refuses its calls to others); without it, to
   * everyone who may read the record. Not a card with an error in its place: a reader does not see it at all.
   */
  permissions?: readonly Permission[];
  /**
   * Also shown on the archived record's page, where nothing may change (an employee's user account: that it was
   * blocked with the archive). Default false: a panel waits until the record is restored.
   */
  archived?: boolean;
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

/** A resource that names extensions (the keys of the generated `ResourceExtensionNames`). */
export type ExtendedResourceName = keyof ResourceExtensionNames;

/**
 * The screen parts of one resource's extensions, by extension name (the server's keys, in
 * `server/admin/<resource>/index.ts`). Each is optional (an extension may be server only), but a key that is not
 * one of the definition's extension names fails `tsc`.
 */
export type ScreenExtensionsOf<Resource extends ExtendedResourceName> = Partial<
  Record<ResourceExtensionNames[Resource], ScreenExtension>
>;

/** What the screens add to one resource's pages (`src/screens/<resource>/index.ts`). */
export interface ResourceScreens<ExtensionName extends string = string> {
  /** The parts of the definition's named extensions, by name (`ScreenExtensionsOf<'<resource>'>`). */
  extensions?: Partial<Record<ExtensionName, ScreenExtension>>;
  /**
   * The resource's own cards and screens, of no extension: a card that shows and edits plain fields through the
   * generic API (an employee's tags, a region's description) and a generic screen narrowed to match. Its panels
   * come first, right below the fields card they take fields from.
   */
  own?: ScreenExtension;
}

/** One resource's screens, its extension names checked against its definition's. */
export type ResourceScreensOf<Resource extends ExtendedResourceName> = ResourceScreens<
  ResourceExtensionNames[Resource]
>;

/** The app's registry (`src/screens/index.ts`): only resources that name extensions, each with its own names. */
export type ScreenRegistry = { readonly [Resource in ExtendedResourceName]?: ResourceScreensOf<Resource> };

/** The registry the admin app takes: resource name → its screens (tests pass fixtures' registries). */
export type ScreenExtensions = Readonly<Record<string, ResourceScreens | undefined>>;

/** Everything a resource's own part and its extensions add, merged in that order (the definition's, for these). */
export interface ResolvedExtensions {
  panels: readonly ExtensionPanel[];
  actions: readonly ComponentType<ExtensionProps>[];
  screens: Partial<Record<ScreenKind, ComponentType<ScreenProps>>>;
  /** The first extension's `authority`, if any names one. */
  authority: AuthorityQuery | null;
}

/**
 * Merges the resource's own part and then the screen parts of `definition.extensions`, in the definition's order; an
 * extension without screens (server only) adds nothing. A screen of a later part wins.
 */
export function resolveExtensions(
  definition: ManifestResource,
  registry: ScreenExtensions,
): ResolvedExtensions {
  const screens = registry[definition.name];
  const parts = [screens?.own, ...definition.extensions.map((name) => screens?.extensions?.[name])].filter(
    (part): part is ScreenExtension => part !== undefined,
  );
  return {
    panels: parts.flatMap((part) => part.panels ?? []),
    actions: parts.flatMap((part) => part.actions ?? []),
    screens: Object.assign({}, ...parts.map((part) => part.screens ?? {})) as ResolvedExtensions['screens'],
    authority: parts.find((part) => part.authority)?.authority ?? null,
  };
}
