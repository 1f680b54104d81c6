import type { AnyResource } from './define.ts';
import { withReferenceReaders } from './reference-readers.ts';

/**
 * The resources to serve, refused when two share a name: a name is the resource's REST path, table, screens and
 * texts, so a second one would only be found by Fastify at start ("Method 'GET' already declared …"), without
 * saying which definitions clash. Each gets the readers its references bring (./reference-readers.ts). The generated
 * `RESOURCES`, the generated manifest and `adminRoutes` are built through this (it may run twice: it is idempotent).
 */
export function checkedRegistry(resources: readonly AnyResource[]): readonly AnyResource[] {
  const seen = new Set<string>();
  for (const { name } of resources) {
    if (seen.has(name))
      throw new Error(`Two resources are named "${name}": give each resource a name of its own`);
    seen.add(name);
  }
  return withReferenceReaders(resources);
}
