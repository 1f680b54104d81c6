import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromValidation, fieldErrorsFromZod } from '../../server/http/validation-errors.ts';
import { applyDutchValidationMessages } from '../../server/http/zod-messages.ts';

beforeAll(() => applyDutchValidationMessages());

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return fieldErrorsFromZod(result.error);
}

describe('Dutch validation messages', () => {
  it('says a missing, null or empty value is required', () => {
    const schema = z.object({
      name: z.string().min(1),
      age: z.number(),
      note: z.string(),
      kind: z.enum(['a', 'b']),
      size: z.enum(['s', 'm']),
    });
    expect(errorsOf(schema, { name: '', note: null, size: null })).toEqual({
      name: ['Dit veld is verplicht.'],
      age: ['Dit veld is verplicht.'],
      note: ['Dit veld is verplicht.'],
      kind: ['Dit veld is verplicht.'],
      size: ['Dit veld is verplicht.'],
    });
  });

  it('asks for a valid email address', () => {
    expect(errorsOf(z.object({ email: z.email() }), { email: 'anna@' })).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
    });
  });

  it('names the number for too short, too long and exact lengths, singular and plural', () => {
    const schema = z.object({
      password: z.string().min(8),
      initial: z.string().max(1),
      bio: z.string().max(10),
      code: z.string().length(6),
    });
    expect(errorsOf(schema, { password: 'abc', initial: 'AB', bio: 'x'.repeat(11), code: '12' })).toEqual({
      password: ['Vul minimaal 8 tekens in.'],
      initial: ['Vul maximaal 1 teken in.'],
      bio: ['Vul maximaal 10 tekens in.'],
      code: ['Vul precies 6 tekens in.'],
    });
  });

  it('speaks plainly about numbers, lists, types and options', () => {
    const schema = z.object({
      hours: z.number().min(1).max(40),
      rate: z.number().positive(),
      tags: z.array(z.string()).min(1),
      active: z.boolean(),
      gender: z.enum(['female', 'male', 'other']),
      count: z.number(),
    });
    expect(
      errorsOf(schema, { hours: 41, rate: 0, tags: [], active: 'ja', gender: 'x', count: 'drie' }),
    ).toEqual({
      hours: ['Vul een getal in van maximaal 40.'],
      rate: ['Vul een getal in groter dan 0.'],
      tags: ['Kies er minimaal 1.'],
      active: ['Kies ja of nee.'],
      gender: ['Kies een van de mogelijke waarden.'],
      count: ['Vul een getal in.'],
    });
  });

  it('leaves other issues to the zod Dutch locale, and a schema’s own message wins', () => {
    const schema = z.object({
      id: z.uuid(),
      code: z.string().regex(/^[A-Z]+$/),
      phone: z.string().regex(/^\+/, 'Begin met een landcode, zoals +31.'),
    });
    const errors = errorsOf(schema, { id: 'x', code: '1', phone: '06' });
    expect(errors.id).toEqual(['Dit gekozen item bestaat niet (meer).']);
    expect(errors.code?.[0]).toMatch(/^Ongeldig/);
    expect(errors.phone).toEqual(['Begin met een landcode, zoals +31.']);
  });
});

describe('field map', () => {
  it('uses dotted paths for nested fields and list items', () => {
    const schema = z.object({
      address: z.object({ city: z.string() }),
      contacts: z.array(z.object({ email: z.email() })),
    });
    expect(errorsOf(schema, { address: {}, contacts: [{ email: 'a@b.nl' }, { email: 'x' }] })).toEqual({
      'address.city': ['Dit veld is verplicht.'],
      'contacts.1.email': ['Vul een geldig e-mailadres in.'],
    });
  });

  it('files each unexpected key of a strict object under its own name', () => {
    const schema = z.strictObject({ name: z.string(), address: z.strictObject({ city: z.string() }) });
    expect(errorsOf(schema, { name: 'A', role: 'admin', address: { city: 'Utrecht', zip: '1' } })).toEqual({
      role: ['Dit veld is niet toegestaan.'],
      'address.zip': ['Dit veld is niet toegestaan.'],
    });
  });

  it('files an issue with the whole input under the fallback name', () => {
    expect(errorsOf(z.object({ a: z.string() }), undefined)).toEqual({ body: ['Dit veld is verplicht.'] });
  });

  it('reads fastify-type-provider-zod validation errors by their instance path and context', () => {
    expect(
      fieldErrorsFromValidation(
        [
          {
            keyword: 'too_small',
            instancePath: '/page',
            schemaPath: '#/page/too_small',
            params: {},
            message: 'A',
          },
          {
            keyword: 'invalid_type',
            instancePath: '/',
            schemaPath: '#//invalid_type',
            params: {},
            message: 'B',
          },
          {
            keyword: 'unrecognized_keys',
            instancePath: '/filter',
            schemaPath: '#/filter/unrecognized_keys',
            params: { keys: ['x', 'y'] },
            message: 'C',
          },
        ],
        'querystring',
      ),
    ).toEqual({ page: ['A'], querystring: ['B'], 'filter.x': ['C'], 'filter.y': ['C'] });
  });

  it('files fields named like Object members (constructor, toString, __proto__) as plain keys', () => {
    const errors = fieldErrorsFromValidation(
      [
        {
          keyword: 'unrecognized_keys',
          instancePath: '',
          schemaPath: '#/unrecognized_keys',
          params: { keys: ['constructor', 'toString', '__proto__'] },
          message: 'Onbekend veld.',
        },
      ],
      'body',
    );
    expect(Object.keys(errors)).toEqual(['constructor', 'toString', '__proto__']);
    expect(errors.constructor).toEqual(['Onbekend veld.']);
    expect(JSON.parse(JSON.stringify(errors))).toMatchObject({ toString: ['Onbekend veld.'] });
  });
});
