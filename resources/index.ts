import type { AnyResource } from './define.ts';
import { tags } from './tags.ts';

/**
 * Every admin resource definition: the one list the server builds tables and routes from. (The client discovers
 * the same files with `import.meta.glob('./*.ts')`.) Add a resource by writing `resources/<name>.ts` and listing it
 * here.
 */
export const RESOURCES: readonly AnyResource[] = [tags];
