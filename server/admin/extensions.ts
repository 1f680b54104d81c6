import type { AnyResource } from '../../resources/define.ts';
import type { ResourceExtensionNames } from '../../resources/manifest.ts';
import type { App } from '../app-types.ts';
import { NO_BEHAVIOUR, type ResourceBehaviour } from './behaviour.ts';
import { branchExtensions } from './branches/index.ts';
import { employeeBehaviour, employeeExtensions } from './employees/index.ts';
import { expertiseProfileExtensions } from './expertise-profiles/index.ts';
import { expertiseExtensions } from './expertises/index.ts';
import { facilityExtensions } from './facilities/index.ts';
import { oauthClientExtensions } from './oauth-clients/index.ts';
import { regionExtensions } from './regions/index.ts';

/**
 * The registry of the resources' server halves (docs/architecture.md "The server half of a resource"): each
 * `server/admin/<resource>/index.ts` exports its extension routes and, when it adds any, its behaviour. This is the
 * one engine file that imports resource folders (scripts/import-rules.ts `engineImportViolations`).
 */

/**
 * Routes of a named extension, registered inside the resource's scope (prefix `/<name>`), with the resource's
 * behaviour for its guards (`writeGuard(resource, behaviour)`).
 */
export type ExtensionRoutes = (
  app: App,
  resource: AnyResource,
  behaviour: ResourceBehaviour,
) => Promise<void>;

/** A resource that names extensions (the keys of the generated `ResourceExtensionNames`). */
export type ExtendedResourceName = keyof ResourceExtensionNames;

/**
 * The server part of one resource's extensions (`server/admin/<resource>/index.ts`): one entry per name its
 * definition lists (`extensions: ['facilities']` on regions). Every name is required and no other is allowed, so a
 * missing or misspelt one fails `tsc`.
 */
export type ServerExtensions<Resource extends ExtendedResourceName> = {
  readonly [Name in ResourceExtensionNames[Resource]]: ExtensionRoutes;
};

/** Extensions by resource name, then by extension name: what `adminRoutes` looks up (tests pass fixtures' maps). */
export type ExtensionRegistry = Readonly<
  Record<string, Readonly<Record<string, ExtensionRoutes>> | undefined>
>;

/** The server part of every resource's extensions: each resource that names extensions must be here. */
export const EXTENSIONS: { readonly [Resource in ExtendedResourceName]: ServerExtensions<Resource> } = {
  branches: branchExtensions,
  employees: employeeExtensions,
  'expertise-profiles': expertiseProfileExtensions,
  expertises: expertiseExtensions,
  facilities: facilityExtensions,
  'oauth-clients': oauthClientExtensions,
  regions: regionExtensions,
};

/** Behaviour by resource name: what `adminRoutes` looks up (tests pass fixtures' maps). */
export type BehaviourRegistry = Readonly<Record<string, ResourceBehaviour | undefined>>;

/** The behaviour of each resource that adds any to the engine (record access, lifecycle side effects). */
export const BEHAVIOURS: BehaviourRegistry = {
  employees: employeeBehaviour,
};

/** A resource's behaviour: the registry's, or none. */
export function behaviourOf(
  resource: AnyResource,
  registry: BehaviourRegistry = BEHAVIOURS,
): ResourceBehaviour {
  return registry[resource.name] ?? NO_BEHAVIOUR;
}

/**
 * The routes of the extensions a definition names, in its order. A name without routes in `registry` (a fixture
 * whose map lacks it; the resources' own maps are complete by type) refuses to start the server.
 */
export function extensionRoutesOf(
  resource: AnyResource,
  registry: ExtensionRegistry = EXTENSIONS,
): ExtensionRoutes[] {
  return resource.extensions.map((name) => {
    const routes = registry[resource.name]?.[name];
    if (!routes)
      throw new Error(
        `${resource.name}: extension "${name}" has no server routes in server/admin/${resource.name}/index.ts`,
      );
    return routes;
  });
}
