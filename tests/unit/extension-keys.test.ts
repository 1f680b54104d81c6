import { describe, expect, it } from 'vitest';
import type { AnyResource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { RESOURCE_MANIFEST } from '../../resources/manifest.ts';
import {
  EXTENSIONS,
  extensionRoutesOf,
  type ExtensionRoutes,
  type ServerExtensions,
} from '../../server/admin/extensions.ts';
import {
  resolveExtensions,
  type ResourceScreensOf,
  type ScreenExtensionsOf,
  type ScreenRegistry,
} from '../../src/framework/extensions.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';

/**
 * The extension names are a generated type (`ResourceExtensionNames` of resources/manifest.ts), so the maps of
 * `server/admin/<resource>/index.ts` and `src/screens/<resource>/index.ts` are checked by `tsc`: each
 * `@ts-expect-error` below fails the typecheck when the mistake under it would compile.
 */
const routes: ExtensionRoutes = async () => {};
const Panel = () => null;

// Server: every name of the definition, no other.
export const serverComplete: ServerExtensions<'regions'> = { facilities: routes };
// @ts-expect-error a misspelt extension name fails tsc (regions names `facilities`)
export const serverMisspelt: ServerExtensions<'regions'> = { facilites: routes };
// @ts-expect-error a missing extension fails tsc (branches names `expertises` and `expertise-profiles`)
export const serverMissing: ServerExtensions<'branches'> = { expertises: routes };
// @ts-expect-error a resource that names no extensions has no server map
export type ServerOfTags = ServerExtensions<'tags'>;

// SPA: any of the definition's names (an extension may be server only), no other.
export const screensPartial: ScreenExtensionsOf<'employees'> = {
  history: { panels: [{ component: Panel }] },
};
export const screensMisspelt: ScreenExtensionsOf<'employees'> = {
  // @ts-expect-error a misspelt extension name fails tsc (employees names `permissions`)
  permisions: { panels: [{ component: Panel }] },
};
export const ownScreens: ResourceScreensOf<'regions'> = {
  own: { panels: [{ component: Panel, replacesFields: ['description'] }] },
  // @ts-expect-error the extension keys of a resource's screens are checked too
  extensions: { facility: { panels: [{ component: Panel }] } },
};
export const registryMisspelt: ScreenRegistry = {
  // @ts-expect-error a resource name that names no extensions fails tsc
  employee: { extensions: {} },
};

describe('extension maps per resource', () => {
  it('the server has routes for every extension of every definition', () => {
    for (const resource of RESOURCES) {
      expect(extensionRoutesOf(resource), resource.name).toHaveLength(resource.extensions.length);
    }
    expect(Object.keys(EXTENSIONS).sort()).toEqual(
      RESOURCES.filter((resource) => resource.extensions.length > 0)
        .map((resource) => resource.name)
        .sort(),
    );
  });

  it('refuses a named extension without routes (a fixture’s map)', () => {
    const widgets = { name: 'widgets', extensions: ['notes', 'print'] } as unknown as AnyResource;
    expect(() => extensionRoutesOf(widgets, { widgets: { notes: routes } })).toThrow(
      'widgets: extension "print" has no server routes in server/admin/widgets/index.ts',
    );
    expect(() => extensionRoutesOf(widgets, {})).toThrow('extension "notes" has no server routes');
  });

  it('every screen key is an extension of its definition (also at run time)', () => {
    for (const [name, screens] of Object.entries(SCREEN_EXTENSIONS)) {
      const definition = RESOURCE_MANIFEST.find((entry) => entry.name === name);
      expect(definition?.name, `${name} is a resource`).toBe(name);
      for (const extension of Object.keys(screens?.extensions ?? {}))
        expect(definition?.extensions, `${name}: ${extension}`).toContain(extension);
    }
  });

  it('resolves the resource’s own part first, then its extensions in the definition’s order', () => {
    const employees = RESOURCE_MANIFEST.find((entry) => entry.name === 'employees')!;
    const { panels, actions, authority } = resolveExtensions(employees, SCREEN_EXTENSIONS);
    expect(panels.map((panel) => panel.replacesFields ?? [])).toEqual([
      ['tags'],
      ['permissions'],
      [],
      ['roles'],
      [],
      [],
    ]);
    expect(actions).toHaveLength(1);
    expect(authority).toBeTypeOf('function');
    // A resource without screens, and a registry without the resource, add nothing.
    const tags = RESOURCE_MANIFEST.find((entry) => entry.name === 'tags')!;
    expect(resolveExtensions(tags, SCREEN_EXTENSIONS)).toEqual({
      panels: [],
      actions: [],
      screens: {},
      authority: null,
    });
    expect(resolveExtensions(employees, {}).panels).toEqual([]);
  });
});
