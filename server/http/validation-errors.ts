import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/server/translate.ts';
import type { FieldErrors } from './http-error.ts';

interface FlatIssue {
  path: readonly string[];
  code: string;
  message: string;
  /** For `unrecognized_keys`: the keys that were not expected. */
  keys?: readonly string[];
}

function add(errors: FieldErrors, name: string, text: string): void {
  const message = translateMessage(text);
  const messages = Object.hasOwn(errors, name) ? errors[name]! : (errors[name] = []);
  if (!messages.includes(message)) messages.push(message);
}

/**
 * Field map of a 422: dotted paths (`email`, `address.city`, `items.0.name`) to their messages. An issue about
 * the whole body (or query string …) is filed under `fallback`; each unexpected key gets its own entry. A message
 * a contract schema names by its key (contract/messages.ts) is turned into its Dutch text here.
 */
export function toFieldErrors(issues: readonly FlatIssue[], fallback: string): FieldErrors {
  // Without a prototype: a field named `constructor` or `__proto__` (sent by anyone) is just another key.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
      for (const key of issue.keys) add(errors, [...issue.path, key].join('.'), issue.message);
      continue;
    }
    add(errors, issue.path.length > 0 ? issue.path.join('.') : fallback, issue.message);
  }
  return errors;
}

function stringKeys(params: Record<string, unknown>): string[] | undefined {
  const keys = params.keys;
  return Array.isArray(keys) ? keys.map(String) : undefined;
}

/** From fastify-type-provider-zod's request validation errors (instancePath `/address/city`). */
export function fieldErrorsFromValidation(
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const issues = validation.map((item) => {
    const keys = stringKeys(item.params);
    return {
      path: item.instancePath.split('/').filter((part) => part !== ''),
      code: item.keyword,
      message: item.message ?? '',
      ...(keys ? { keys } : {}),
    };
  });
  return toFieldErrors(issues, context ?? 'body');
}

/** From a ZodError of a schema parsed by hand in an action: `throw new ValidationError(fieldErrorsFromZod(e))`. */
export function fieldErrorsFromZod(error: z.ZodError, fallback = 'body'): FieldErrors {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String),
    code: issue.code,
    message: issue.message,
    ...(issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {}),
  }));
  return toFieldErrors(issues, fallback);
}
