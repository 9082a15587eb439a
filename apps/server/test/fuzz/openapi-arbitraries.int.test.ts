import { buildOpenApiDocument } from '@chuck/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaksIn, sentStrings } from './leaks.ts';
import {
  documentOperations,
  hostileValue,
  type JsonSchema,
  RAW_SEGMENTS,
  requestFor,
  typesOf,
  urlFor,
  validValue,
} from './openapi-arbitraries.ts';

// Pure checks of the fuzzer's own parts (no database); they live beside the fuzz run they serve.

/** A small JSON-Schema check for the subset the document uses: the oracle for the generators. */
function conforms(schema: JsonSchema, value: unknown): boolean {
  if (schema.nullable && value === null) return true;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((variant) => conforms(variant, value));
  if ('const' in schema) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  return !types.length || types.some((type) => conformsTo(type, schema, value));
}

function conformsTo(type: string, schema: JsonSchema, value: unknown): boolean {
  const inBounds = (n: number) =>
    n >= (schema.minimum ?? -Infinity) &&
    n <= (schema.maximum ?? Infinity) &&
    n > (schema.exclusiveMinimum ?? -Infinity) &&
    n < (schema.exclusiveMaximum ?? Infinity);
  switch (type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      return (
        (schema.required ?? []).every((key) => key in record) &&
        Object.entries(schema.properties ?? {}).every(
          ([key, sub]) => record[key] === undefined || conforms(sub, record[key]),
        )
      );
    }
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => conforms(schema.items ?? {}, item))
      );
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value))
      );
    case 'integer':
      return Number.isInteger(value) && inBounds(value as number);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && inBounds(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return value === null;
  }
}

/** Every schema the document gives a parameter set or a request body. */
const documentSchemas = documentOperations(buildOpenApiDocument()).flatMap((op) =>
  [
    [`${op.method} ${op.path} path`, op.pathParams],
    [`${op.method} ${op.path} query`, op.query],
    [`${op.method} ${op.path} body`, op.body],
  ].filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined),
);

describe('the JSON-Schema → fast-check converter', () => {
  it('generates only values the schema allows, for every schema in the document', () => {
    for (const [name, schema] of documentSchemas) {
      for (const value of fc.sample(validValue(schema), { numRuns: 40, seed: 7 })) {
        expect(conforms(schema, value), `${name}: ${JSON.stringify(value)}`).toBe(true);
      }
    }
  });

  it('generates hostile values that break every schema in the document', () => {
    for (const [name, schema] of documentSchemas) {
      const samples = fc.sample(hostileValue(schema), { numRuns: 40, seed: 7 });
      expect(
        samples.some((value) => !conforms(schema, value)),
        name,
      ).toBe(true);
    }
  });

  it('covers each construct: bounds, patterns, enums, nullable, anyOf, arrays and required keys', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        code: { type: 'string', pattern: '^s(-[0-9a-f]{8}){2}$' },
        name: { type: 'string', minLength: 2, maxLength: 5 },
        kind: { type: 'string', enum: ['DVD', 'VHS'] },
        note: { type: 'string', maxLength: 3, nullable: true },
        year: { anyOf: [{ type: 'integer', minimum: 1870, maximum: 2100 }, { type: 'null' }] },
        tags: { type: 'array', maxItems: 2, items: { type: 'string', maxLength: 4 } },
        either: { type: ['number', 'string'] },
      },
      required: ['id', 'code', 'kind'],
    };
    fc.assert(
      fc.property(validValue(schema), (value) => conforms(schema, value)),
      { seed: 1 },
    );
    // The generator explores rather than repeating one shape: large ids, nulls and absent fields occur.
    const samples = fc.sample(validValue(schema), { numRuns: 200, seed: 1 }) as Record<string, unknown>[];
    expect(samples.some((v) => (v.id as number) > 2 ** 31)).toBe(true);
    expect(samples.some((v) => v.note === null)).toBe(true);
    expect(samples.some((v) => v.year === null)).toBe(true);
    expect(samples.some((v) => !('name' in v))).toBe(true);
    // Hostile objects drop required keys, add unexpected ones and send wrong types.
    const hostile = fc.sample(hostileValue(schema), { numRuns: 300, seed: 1 });
    const objects = hostile.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
    expect(objects.some((v) => !('id' in v) || !('code' in v) || !('kind' in v))).toBe(true);
    expect(objects.some((v) => Object.keys(v).some((key) => !(key in (schema.properties ?? {}))))).toBe(true);
    expect(hostile.some((v) => typeof v !== 'object' || v === null || Array.isArray(v))).toBe(true);
  });
});

describe('requests from operations', () => {
  it('fills path parameters encoded, repeats array query keys and survives lone surrogates', () => {
    expect(urlFor('/user-collection/{userId}', { userId: 'a/b c' }, {})).toBe(
      '/api/user-collection/a%2Fb%20c',
    );
    expect(urlFor('/x', {}, { movieIds: [1, 2], q: 'ok' })).toBe('/api/x?movieIds=1&movieIds=2&q=ok');
    expect(urlFor('/p/{id}', { id: 'a\ud800' }, {})).toBe('/api/p/a%EF%BF%BD');
  });

  it('sends hand-made raw segments for hostile path parameters and never an empty segment', () => {
    const op = documentOperations(buildOpenApiDocument()).find(
      (o) => o.method === 'GET' && o.path === '/user-collection/{userId}',
    );
    if (!op) throw new Error('the document lost GET /user-collection/{userId}');
    const urls = fc.sample(requestFor(op, 'hostile'), { numRuns: 300, seed: 3 }).map((r) => r.url);
    expect(urls.some((url) => RAW_SEGMENTS.some((raw) => url === `/api/user-collection/${raw}`))).toBe(true);
    expect(urls.every((url) => url.startsWith('/api/user-collection/') && !url.endsWith('/'))).toBe(true);
  });
});

describe('leak detection', () => {
  it('spots stack traces, file paths and database errors in any body', () => {
    const stack = 'TypeError: x is undefined\n    at Object.handler (/srv/app/dist/server.js:10:5)';
    expect(leaksIn(JSON.stringify({ message: stack }))).not.toEqual([]);
    expect(leaksIn('{"message":"failed in /work/node_modules/pg/lib/client.js"}')).not.toEqual([]);
    expect(leaksIn('{"message":"loans.service.ts:42 blew up"}')).not.toEqual([]);
    expect(leaksIn('{"message":"syntax error at or near \\"FROM\\""}')).not.toEqual([]);
    expect(leaksIn('{"message":"relation \\"users\\" does not exist"}')).not.toEqual([]);
    expect(leaksIn('{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}')).not.toEqual([]);
  });

  it('spots SQL in an error message unless it is the caller’s own text quoted back', () => {
    const message = (text: string) => JSON.stringify({ message: text });
    expect(leaksIn(message('select id from users where email = $1'))).not.toEqual([]);
    const url = "/api/x/1'%3B%20DELETE%20FROM%20sessions";
    expect(leaksIn(message(`No such endpoint: GET ${url}`), sentStrings(url, undefined))).toEqual([]);
    const title = "'; DELETE FROM sessions; --";
    expect(leaksIn(message(`No film called ${title}`), sentStrings('/api/y', { title }))).toEqual([]);
  });

  it('lets ordinary answers through, stored SQL-ish titles included', () => {
    expect(leaksIn('[{"title":"1 UNION SELECT email FROM users --"}]')).toEqual([]);
    expect(leaksIn('{"reply":"Look at The Matrix (1999) — a classic."}')).toEqual([]);
  });
});

describe('the document says what the server accepts', () => {
  const operations = documentOperations(buildOpenApiDocument());
  const field = (method: string, path: string, part: 'body' | 'query' | 'pathParams', name: string) => {
    const op = operations.find((o) => o.method === method && o.path === path);
    const schema = op?.[part]?.properties?.[name];
    if (!schema) throw new Error(`${method} ${path} has no ${part} field ${name}`);
    return schema;
  };
  // Each rule the server enforces (zod) where JSON Schema can say it: what passes and what does not.
  const rules = [
    {
      schema: field('POST', '/user/watchlist', 'body', 'movieId'),
      passes: [7, '7', ' 42 '],
      fails: [0, 1.5, '7a', '', -3],
    },
    {
      schema: field('POST', '/user/watchlist', 'body', 'year'),
      passes: [1999, '1999', '', null],
      fails: [1869, 2101, 1999.5, '99'],
    },
    {
      schema: field('POST', '/user/watchlist', 'body', 'posterUrl'),
      passes: ['https://image.example/p.jpg', 'HTTP://x.example/a', '/covers/7.svg', '', null],
      fails: ['javascript:alert(1)', '//evil.example/p.jpg', 'ftp://x.example/p', '/\\evil'],
    },
    {
      schema: field('POST', '/create-donation-intent', 'body', 'amount'),
      passes: [1, 7.5, 10_000],
      fails: [0.99, 10_000.01],
    },
    {
      schema: field('GET', '/notifications', 'query', 'since'),
      passes: ['42', '2026-11-25T06:00:00Z', ''],
      fails: ['yesterday', '42; drop'],
    },
  ];

  it('states each rule the server enforces, so generated clients and fuzzers send what passes', () => {
    for (const { schema, passes, fails } of rules) {
      for (const value of passes) expect(conforms(schema, value), JSON.stringify(value)).toBe(true);
      for (const value of fails) expect(conforms(schema, value), JSON.stringify(value)).toBe(false);
    }
    expect(field('POST', '/newsletter/subscribe', 'body', 'email').format).toBe('email');
  });
});
