import fc from 'fast-check';
import type { JsonSchema } from './api-sweep';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (which the routes' zod
 * schemas produce): inputs each call should accept, and mutations of them it must refuse or
 * survive (issue 19's schema fuzzing). Numbers lean to small values so that ids hit real rows.
 */

const INT_MAX = 2_147_483_647;

function bounds(schema: JsonSchema) {
  const exclusive = schema as {
    exclusiveMinimum?: number | boolean;
    exclusiveMaximum?: number | boolean;
  };
  let min = schema.minimum ?? -INT_MAX;
  let max = schema.maximum ?? INT_MAX;
  if (exclusive.exclusiveMinimum === true) min += 1;
  else if (typeof exclusive.exclusiveMinimum === 'number') min = exclusive.exclusiveMinimum + 1;
  if (exclusive.exclusiveMaximum === true) max -= 1;
  else if (typeof exclusive.exclusiveMaximum === 'number') max = exclusive.exclusiveMaximum - 1;
  return {
    min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
    max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
  };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  if (min > max) return fc.constant(min);
  const smallMax = Math.min(max, Math.max(min, 0) + 40);
  return fc.oneof(
    { arbitrary: fc.integer({ min: Math.max(min, Math.min(0, max)), max: smallMax }), weight: 4 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') {
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter(
          (value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity),
        );
    } catch {
      // A pattern JavaScript cannot compile: plain strings below.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Values the schema accepts (as far as JSON schema can say; routes may refuse more). */
export function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validOf(choice, depth + 1)));
  if (schema.allOf?.length)
    return validOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const base = baseOf(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function baseOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const type = [schema.type].flat()[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.oneof(
        integerOf(schema),
        fc.double({ noNaN: true, noDefaultInfinity: true, ...bounds(schema) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema);
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validOf(property, depth + 1)]),
      );
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Junk nested deep and wide: objects in arrays in objects, prototype keys, odd numbers. */
const nestedJunk = fc.letrec((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, 0, -1, 1e308, -1e308, '', '\u0000', '__proto__', 'constructor'),
    fc.array(tie('junk'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'a', '$where', 'toString'),
      tie('junk'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).junk;

/** What a mutation puts in a field's place. */
const badValue = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e308, -1e308),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x'.repeat(100_000),
    '',
    ' ',
    '💥'.repeat(5000),
    '1; drop table orders',
  ),
  fc.constantFrom(true, false, null, [], {}, [[[]]], { wrong: [true] }),
  nestedJunk,
);

export type Mutation = { name: string; body: unknown };

/**
 * A valid body changed in one way: a required field dropped, a field given a wrong value (type,
 * NUL, huge string, out-of-range number, nested junk), an unknown field added, or the whole
 * body replaced with something that is not an object.
 */
export function mutatedOf(schema: JsonSchema | undefined): fc.Arbitrary<Mutation> {
  const fields = Object.keys(schema?.properties ?? {});
  const required = schema?.required ?? [];
  const valid = validOf(schema ?? { type: 'object' });
  const asObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), badValue)
      .map(([body, key, value]) => ({
        name: 'unknown field',
        body: { ...asObject(body), [`zz_${key}`]: value },
      })),
    nestedJunk.map((body) => ({ name: 'body not an object', body })),
  ];
  if (fields.length) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...fields), badValue).map(([body, field, value]) => ({
        name: `bad ${field}`,
        body: { ...asObject(body), [field]: value },
      })),
    );
  }
  if (required.length) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, field]) => {
        const copy = { ...asObject(body) };
        delete copy[field];
        return { name: `without ${field}`, body: copy };
      }),
    );
  }
  return fc.oneof(...options);
}
