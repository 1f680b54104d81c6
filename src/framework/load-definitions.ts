import type { AnyResource } from '../../resources/define.ts';

let loading: Promise<readonly AnyResource[]> | null = null;
let loaded: readonly AnyResource[] | null = null;

/**
 * The resource definitions, loaded once on demand: they carry their zod rules (and libphonenumber-js), which the
 * dashboard and the sign-in pages must not pay for up front (bench/bundle-budget.ts; docs/decisions.md).
 */
export function loadDefinitions(): Promise<readonly AnyResource[]> {
  loading ??= import('../../resources/index.ts').then(
    (module) => (loaded = module.RESOURCES),
    (error: unknown) => {
      loading = null; // a failed download is tried again on the next render (the error page's retry)
      throw error;
    },
  );
  return loading;
}

/** The definitions if they have arrived, else null. */
export function loadedDefinitions(): readonly AnyResource[] | null {
  return loaded;
}
