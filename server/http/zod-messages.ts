import { z } from 'zod';
import { translate } from '../../i18n/server/translate.ts';

type Issue = z.core.$ZodRawIssue;

const field = (key: string, options?: Record<string, unknown>) => translate(`server.fields.${key}`, options);

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string | undefined {
  if (issue.input === undefined || issue.input === null) return field('required');
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return field('expectedNumber');
    case 'string':
      return field('expectedText');
    case 'boolean':
      return field('expectedBoolean');
    case 'array':
    case 'set':
      return field('expectedList');
    case 'object':
    case 'record':
      // A whole body (path []) that is a string, number or list, or a field that should hold fields itself.
      return field(issue.path?.length ? 'expectedObject' : 'expectedBody');
    default:
      return undefined;
  }
}

function sizeMessage(
  origin: string,
  limit: number,
  kind: 'min' | 'max',
  exact: boolean,
  inclusive: boolean,
): string | undefined {
  const count = { smart_count: limit };
  if (origin === 'string') {
    if (exact) return field('exactLength', count);
    return field(kind === 'min' ? 'tooShort' : 'tooLong', count);
  }
  if (origin === 'array' || origin === 'set') return field(kind === 'min' ? 'tooFew' : 'tooMany', count);
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    const key =
      kind === 'min' ? (inclusive ? 'numberMin' : 'numberAbove') : inclusive ? 'numberMax' : 'numberBelow';
    return field(key, { limit: String(limit).replace('.', ',') });
  }
  return undefined;
}

/**
 * Our Dutch texts for the issues people meet in forms; `undefined` leaves the issue to zod's Dutch locale
 * (whose texts, like "Te kort: verwacht dat string >=8 tekens heeft", read like a developer's).
 */
export function dutchIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
      // An empty text where one is needed reads as a missing value.
      if (issue.origin === 'string' && issue.input === '') return field('required');
      return sizeMessage(
        issue.origin,
        Number(issue.minimum),
        'min',
        issue.exact === true,
        issue.inclusive !== false,
      );
    case 'too_big':
      return sizeMessage(
        issue.origin,
        Number(issue.maximum),
        'max',
        issue.exact === true,
        issue.inclusive !== false,
      );
    case 'invalid_format':
      if (issue.format === 'email') return field('invalidEmail');
      if (issue.format === 'url') return field('invalidUrl');
      if (issue.format === 'date' || issue.format === 'datetime') return field('invalidDate');
      // Ids are chosen, never typed: a malformed one is a choice that does not exist.
      if (issue.format === 'uuid') return translate('server.admin.unknownReference');
      return undefined;
    case 'invalid_value':
      // A missing choice (a required enum left out or cleared) reads as a missing value, like other fields.
      if (issue.input === undefined || issue.input === null) return field('required');
      return field('invalidOption');
    case 'unrecognized_keys':
      return field('unknownField');
    case 'custom': {
      // A rule of resources/validators.ts names its message.
      const rule = (issue.params as { rule?: unknown } | undefined)?.rule;
      return typeof rule === 'string' ? field(`rules.${rule}`) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Makes zod speak Dutch process-wide: its `nl` locale, overruled by our clearer texts. Messages written in a
 * schema itself still win over both. Called once at startup (idempotent).
 */
export function applyDutchValidationMessages(): void {
  z.config(z.locales.nl());
  z.config({ customError: dutchIssueMessage });
}
