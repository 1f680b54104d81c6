import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { ValidationError } from './http-error.ts';
import { toFieldErrors } from './validation-errors.ts';

/** More offending fields than this are not listed one by one (a body may hold thousands). */
const MAX_REPORTED = 20;

/** In a `u` regex a surrogate pair is one code point: this matches only a surrogate without its partner. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Whether PostgreSQL can store a text as sent: it refuses a NUL (U+0000) in `text` and in `jsonb` (SQLSTATE
 * 22021/22P05, which would be a 500), and a lone UTF-16 surrogate is silently replaced by U+FFFD in `text` (the
 * stored value differs from the one that was checked) and refused in `jsonb`.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

interface Node {
  value: unknown;
  key: string | undefined;
  parent: Node | undefined;
}

/** Arrays and the objects of parsed JSON and query strings; not buffers, streams or class instances. */
function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  // fast-querystring's result has a prototype of its own, itself without one.
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths (`['address', 'city']`, `['items', '0']`; `[]` for the value itself) of the strings, keys included,
 * that PostgreSQL cannot store, at any depth; at most `MAX_REPORTED`. Walked breadth-first without recursion, so
 * a deeply nested body cannot overflow the stack.
 */
export function unstorableTextPaths(value: unknown): string[][] {
  const found: string[][] = [];
  const queue: Node[] = [{ value, key: undefined, parent: undefined }];
  for (let index = 0; index < queue.length && found.length < MAX_REPORTED; index += 1) {
    const node = queue[index]!;
    if (typeof node.value === 'string') {
      if (!isStorableText(node.value)) found.push(pathOf(node));
    } else if (isPlainData(node.value)) {
      for (const [key, child] of Object.entries(node.value)) {
        const childNode = { value: child, key, parent: node };
        if (!isStorableText(key)) found.push(pathOf(childNode));
        queue.push(childNode);
      }
    }
  }
  return found;
}

/**
 * preValidation hook: a route parameter, query parameter or body field (at any depth) holding text PostgreSQL
 * cannot store is a 422 on that field (named as the schema validation names it; a body that is itself such a
 * string is `body`), before anything reaches the database.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const paths = [request.params, request.query, request.body].flatMap(unstorableTextPaths);
  if (paths.length === 0) return;
  const message = translate('server.fields.invalidCharacter');
  throw new ValidationError(
    toFieldErrors(
      paths.map((path) => ({ path, code: 'custom', message })),
      'body',
    ),
  );
}

/**
 * Adds `refuseUnstorableText` as the last preValidation hook of every route registered after this call in the
 * scope (and its children): after the scope's own checks and the route's guards (401, 403, 419 … keep coming
 * first), right where the schema validation's 422 would come. A route without a schema for a part is covered too.
 */
export function refuseUnstorableTextOnEveryRoute(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preValidation;
    const hooks: preValidationHookHandler[] = own === undefined ? [] : Array.isArray(own) ? own : [own];
    if (hooks.includes(refuseUnstorableText)) return;
    route.preValidation = [...hooks, refuseUnstorableText];
  });
}
