/**
 * The layering of docs/architecture.md "Layout and layering" and the no-cycle rule, as pure functions over an import
 * graph of project files
 * (paths relative to the repository root, with `/`). Checked by scripts/check-imports.ts in `npm run lint`.
 */

export type Layer =
  'contract' | 'resources' | 'i18n' | 'src/api' | 'src/ui' | 'src' | 'auth' | 'pages' | 'server' | 'tooling';

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at run time, so it cannot form a run-time cycle. */
  typeOnly: boolean;
  /** `import()`: loaded later, so it cannot form an evaluation cycle. */
  dynamic: boolean;
}

/**
 * `contract/` is what SPA and server agree on: everyone may import it (the SPA its types and plain data only); it
 * imports only the data rules of `resources/` (validators.ts), which import nothing of ours.
 */
const ALLOWED: Record<Exclude<Layer, 'tooling'>, readonly Layer[]> = {
  contract: ['contract', 'resources'],
  resources: ['resources'],
  i18n: ['i18n', 'contract'],
  'src/api': ['src/api', 'i18n', 'contract'],
  'src/ui': ['src/ui', 'i18n', 'contract'],
  auth: ['auth', 'src/api', 'src/ui', 'i18n', 'resources', 'contract'],
  pages: ['pages', 'auth', 'src/api', 'src/ui', 'i18n', 'resources', 'contract'],
  src: ['src', 'src/api', 'src/ui', 'auth', 'pages', 'i18n', 'resources', 'contract'],
  server: ['server', 'resources', 'i18n', 'contract'],
};

export function layerOf(file: string): Layer {
  const layers = ['contract', 'src/api', 'src/ui', 'resources', 'i18n', 'auth', 'pages', 'server'] as const;
  for (const layer of layers) {
    if (file.startsWith(`${layer}/`)) return layer;
  }
  return file.startsWith('src/') ? 'src' : 'tooling';
}

/** Imports that cross the layering: "resources/ imports zod only", "server/ never imports the SPA", … */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((edge) => {
    const from = layerOf(edge.from);
    if (from === 'tooling') return [];
    const to = layerOf(edge.to);
    return ALLOWED[from].includes(to) ? [] : [`${edge.from} → ${edge.to}: ${from}/ may not import ${to}/`];
  });
}

/** The generic admin engine: the files directly in server/admin/ (a resource's server half is a folder in it). */
const ADMIN_ENGINE = /^server\/admin\/[^/]+\.tsx?$/;
/** A resource's server half: its folder in server/admin/. */
const RESOURCE_FOLDER = /^server\/admin\/[^/]+\//;
/** The one engine file that maps resource names to their server halves, through each folder's index.ts. */
export const RESOURCE_REGISTRY = 'server/admin/extensions.ts';
/** The contracts of the generic routes; every other contract/api/admin/<resource>.ts is a resource's own. */
const ENGINE_CONTRACTS: readonly string[] = ['contract/api/admin/records.ts'];

/**
 * "The engine imports no resource folder" (issue 27, docs/architecture.md "The server half of a resource"): a file
 * of the admin engine imports no `server/admin/<resource>/…` and no resource's contract, not even its types, so it
 * never branches on a resource; it gets each resource's behaviour and extensions from the registry
 * (`RESOURCE_REGISTRY`), which alone imports the folders' `index.ts`.
 */
export function engineImportViolations(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((edge) => {
    if (!ADMIN_ENGINE.test(edge.from)) return [];
    if (RESOURCE_FOLDER.test(edge.to)) {
      if (edge.from === RESOURCE_REGISTRY && /^server\/admin\/[^/]+\/index\.ts$/.test(edge.to)) return [];
      return [
        `${edge.from} → ${edge.to}: the admin engine imports no resource folder (a resource's server half reaches it through ${RESOURCE_REGISTRY})`,
      ];
    }
    if (edge.to.startsWith('contract/api/admin/') && !ENGINE_CONTRACTS.includes(edge.to))
      return [`${edge.from} → ${edge.to}: the admin engine imports no resource's contract`];
    return [];
  });
}

/** Every run-time import cycle (static, non-type imports), each as its files in order. */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || edge.dynamic) continue;
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  }
  // Tarjan's strongly connected components; a component of two or more files (or a self-import) is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The packages a closed layer may import at run time (type-only imports are free). The shared layers stay small and
 * portable: `contract/` is plain data, types and the zod schemas of the bodies (contract/api/); `resources/` holds validation rules (zod, and libphonenumber's
 * full metadata for phone numbers); `i18n/` is texts plus react-admin's Polyglot bridge and language packs.
 */
const LAYER_PACKAGES: Partial<Record<Layer, readonly string[]>> = {
  contract: ['zod'],
  resources: ['zod', 'libphonenumber-js/max'],
  i18n: ['react', 'ra-i18n-polyglot', 'ra-language-dutch', 'ra-language-english'],
};

/** Run-time package imports a closed layer may not use (`LAYER_PACKAGES`). */
export function packageViolations(packages: ReadonlyMap<string, readonly string[]>): string[] {
  return [...packages].flatMap(([file, names]) => {
    const allowed = LAYER_PACKAGES[layerOf(file)];
    if (!allowed) return [];
    const rule = allowed.length > 0 ? `may import only ${allowed.join(', ')}` : 'may import no packages';
    return names
      .filter((name) => !allowed.includes(name))
      .map((name) => `${file} → ${name}: ${layerOf(file)}/ ${rule}`);
  });
}

/** The SPA's layers: what ends up in the browser. */
const BROWSER_LAYERS: readonly Layer[] = ['src', 'src/api', 'src/ui', 'auth', 'pages', 'i18n'];

/**
 * Packages that validate: the server's business (resources/define.ts, validators.ts), never the browser's. The one
 * exception is libphonenumber's small "min" metadata, which the SPA loads lazily to show numbers as people read
 * them (src/ui/usePhoneFormat.ts); validation uses "max" on the server.
 */
const SERVER_ONLY_PACKAGE = /^(zod(\/|$)|libphonenumber-js(?!\/min$))/;

/**
 * SPA files that reach a validation package through run-time imports (static or lazy): the screens get the
 * definitions as the generated manifest (resources/manifest.ts), never the definitions themselves, whose rules
 * weighed 72 kB gzip (issue 16). `packages` holds each file's package imports (run-time ones only).
 */
export function browserValidationImports(
  edges: readonly ImportEdge[],
  packages: ReadonlyMap<string, readonly string[]>,
): string[] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly) continue;
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  }
  const validating = (file: string) =>
    (packages.get(file) ?? []).find((name) => SERVER_ONLY_PACKAGE.test(name));
  const problems: string[] = [];
  for (const start of new Set(edges.map((edge) => edge.from))) {
    if (!BROWSER_LAYERS.includes(layerOf(start))) continue;
    // Breadth first, so the path named is a shortest one.
    const via = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      const found = validating(file);
      if (found) {
        const path: string[] = [];
        for (let step: string | null = file; step !== null; step = via.get(step) ?? null) path.unshift(step);
        problems.push(
          `${path.join(' → ')} → ${found}: the browser gets resources/manifest.ts, not the rules`,
        );
        break;
      }
      for (const next of graph.get(file) ?? []) {
        if (!via.has(next)) {
          via.set(next, file);
          queue.push(next);
        }
      }
    }
  }
  return problems;
}
