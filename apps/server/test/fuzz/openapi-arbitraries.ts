import fc from 'fast-check';

/** The part of JSON Schema (as trpc-to-openapi writes it) the converter understands. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

/** Generated strings stay short unless the schema demands more: a fuzz run is many small requests. */
const LONGEST_GENERATED = 40;
const LARGEST_ARRAY = 4;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

// ---------------------------------------------------------------------------------------------------
// Values the schema allows
// ---------------------------------------------------------------------------------------------------

/** Values that satisfy `schema`. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  const arbitrary = variants
    ? fc.oneof(...variants.map(validValue))
    : 'const' in schema
      ? fc.constant(schema.const)
      : schema.enum
        ? fc.constantFrom(...schema.enum)
        : byType(schema, validOfType);
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

function byType(
  schema: JsonSchema,
  ofType: (type: JsonType, schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (!types.length) return fc.jsonValue({ maxDepth: 2 }); // no type: anything JSON
  return fc.oneof(...types.map((type) => ofType(type, schema)));
}

export function typesOf(schema: JsonSchema): JsonType[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function validOfType(type: JsonType, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? LARGEST_ARRAY, LARGEST_ARRAY)),
      });
    case 'string':
      return validString(schema);
    case 'integer':
      return integerIn(bounds(schema, true));
    case 'number': {
      const { min, max } = bounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, validValue(sub)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  // A pattern is the exact rule (trpc-to-openapi writes one for emails and uuids too).
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_GENERATED, LONGEST_GENERATED));
  return fc
    .oneof(
      fc.string({ minLength, maxLength }),
      // Whole graphemes (accents, emoji, CJK): still valid, as long as they fit in UTF-16 units.
      fc.string({ unit: 'grapheme', minLength, maxLength }),
    )
    .filter(fits);
}

interface Bounds {
  min: number;
  max: number;
}

function bounds(schema: JsonSchema, integer: boolean): Bounds {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? INT32.min);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : (schema.maximum ?? INT32.max);
  return { min, max };
}

/** fc.integer only spans 32 bits; ids documented up to 2^53 need bigInt. */
function integerIn({ min, max }: Bounds): fc.Arbitrary<number> {
  if (min >= INT32.min && max <= INT32.max) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

// ---------------------------------------------------------------------------------------------------
// Hostile values: wrong types, missing fields, oversize, odd unicode, injection attempts
// ---------------------------------------------------------------------------------------------------

const SQLISH = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1 UNION SELECT email, password_hash FROM users --',
  "x'); DELETE FROM sessions; --",
  '" OR ""="',
  "%' AND 1=1 --",
  '$1',
  "\\'",
  '1; SELECT pg_sleep(0)',
];

const PATH_TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.svg',
  'file:///etc/passwd',
];

const ODD_UNICODE = [
  '\u0000',
  'nul\u0000inside',
  '\ud800', // a lone surrogate: not encodable as UTF-8
  'a\udfffb',
  '\u202eevil\u202c', // right-to-left override
  '\ufeffbom',
  'Z\u0334\u0321\u031ba\u0337l\u0335g\u0338o',
  '👨‍👩‍👧‍👦',
  '\u2028\u2029',
  'İıß\u00ad',
  '\t\n\r ',
  '',
];

const MARKUP = [
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '__proto__',
  'constructor',
];

const HOSTILE_STRINGS = [...SQLISH, ...PATH_TRAVERSAL, ...ODD_UNICODE, ...MARKUP];

/** Numbers at and past every edge: huge, tiny, negative, fractional, and numbers-as-strings. */
const ODD_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  0,
  -1,
  1.5,
  5e-324,
  'NaN',
  'Infinity',
  '1e999',
  '0x10',
  ' 1',
  '1 ',
  '-0',
];

function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ unit: 'binary', maxLength: LONGEST_GENERATED }),
    // A hostile string around ordinary text, as a form field would carry it.
    fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS)).map(([a, b]) => a + b),
  );
}

/** Arrays in arrays, deeper than any form: whatever walks input must not recurse on it unbounded. */
const DEEPLY_NESTED = Array.from({ length: 1_000 }).reduce<unknown>((inner) => [inner], 'bottom');

/** Any JSON value of any type: for a field it is usually the wrong type. */
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, [], {}, '', DEEPLY_NESTED),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...ODD_NUMBERS),
);

/** Values aimed at breaking whatever accepts `schema`: mostly invalid, sometimes valid but nasty. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(hostileValue));
  if ('const' in schema || schema.enum) {
    const allowed = 'const' in schema ? [schema.const] : (schema.enum ?? []);
    const near = allowed.filter((v) => typeof v === 'string').map((v) => ` ${(v as string).toUpperCase()}`);
    return fc.oneof(wrongType, hostileString(), ...(near.length ? [fc.constantFrom(...near)] : []));
  }
  return fc.oneof(byType(schema, hostileOfType), wrongType);
}

function hostileOfType(type: JsonType, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return hostileObject(schema);
    case 'array': {
      const item = schema.items ?? {};
      const longest = schema.maxItems ?? LARGEST_ARRAY;
      return fc.oneof(
        fc.array(hostileValue(item), { minLength: 1, maxLength: LARGEST_ARRAY }),
        // One item past the limit (capped so a 10,000-item limit stays a cheap request).
        fc.constant(null).map(() => Array.from({ length: Math.min(longest + 1, 10_001) }, () => 1)),
      );
    }
    case 'string':
      return fc.oneof(hostileString(), oversize(schema));
    case 'integer':
    case 'number': {
      const { min, max } = bounds(schema, type === 'integer');
      return fc.constantFrom(...ODD_NUMBERS, min - 1, max + 1, min + 0.5);
    }
    case 'boolean':
      return fc.constantFrom('true', 1, 0, 'yes');
    case 'null':
      return fc.constantFrom('null', 0, '');
  }
}

/** Strings just past the limit (or very long when there is none). */
function oversize(schema: JsonSchema): fc.Arbitrary<string> {
  const limit = schema.maxLength ?? 10_000;
  return fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom('x', 'é', '🎬', "'"))
    .map(([extra, unit]) => unit.repeat(limit + extra));
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'userId', 'isAdmin', 'role', 'credits'];

function hostileObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validObject(schema);
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = schema.required ?? [];
  const mutations: fc.Arbitrary<unknown>[] = [
    // Extra fields: mass assignment ('userId', 'credits') and prototype pollution attempts.
    fc
      .tuple(valid, fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string()), wrongType))
      .map(([value, extra]) => ({ ...value, ...extra })),
  ];
  if (required.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, missing]) => {
        const { [missing]: _, ...rest } = value;
        return rest;
      }),
    );
  }
  if (keys.length) {
    mutations.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc.tuple(valid, hostileValue(properties[key]!)).map(([value, bad]) => ({ ...value, [key]: bad })),
        ),
    );
  }
  return fc.oneof(...mutations);
}

// ---------------------------------------------------------------------------------------------------
// Operations of an OpenAPI document, and requests for them
// ---------------------------------------------------------------------------------------------------

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = Uppercase<(typeof METHODS)[number]>;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The documented path, e.g. '/dvd-club/collection/{id}'. */
  path: string;
  /** Members only (the document gives it a security requirement). */
  membersOnly: boolean;
  /** Path and query parameters, each as one object schema keyed by parameter name. */
  pathParams: JsonSchema;
  query: JsonSchema;
  body: JsonSchema | undefined;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** Every operation the document describes (only what the converter needs). */
export function documentOperations(document: { paths?: Record<string, unknown> }): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = (item as Record<string, DocumentOperation | undefined>)[method];
      if (!op) return [];
      const parameters = op.parameters ?? [];
      return [
        {
          method: method.toUpperCase() as Method,
          path,
          membersOnly: Boolean(op.security?.length),
          pathParams: parametersSchema(parameters.filter((p) => p.in === 'path')),
          query: parametersSchema(parameters.filter((p) => p.in === 'query')),
          body: op.requestBody?.content?.['application/json']?.schema,
        },
      ];
    }),
  );
}

function parametersSchema(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

export interface FuzzRequest {
  method: Method;
  url: string;
  /** The JSON body; undefined: none. */
  payload?: unknown;
}

/**
 * Requests for `op`: 'valid' ones follow the document everywhere; 'hostile' ones break (or push the
 * limits of) one part — the path, the query or the body — and keep the others valid.
 */
export function requestFor(op: Operation, kind: 'valid' | 'hostile'): fc.Arbitrary<FuzzRequest> {
  const valid = {
    path: validValue(op.pathParams) as fc.Arbitrary<Record<string, unknown>>,
    query: validValue(op.query) as fc.Arbitrary<Record<string, unknown>>,
    body: op.body ? validValue(op.body) : fc.constant(undefined),
  };
  const build = (parts: { path: unknown; query: unknown; body: unknown }): FuzzRequest => ({
    method: op.method,
    url: urlFor(op.path, parts.path as Record<string, unknown>, parts.query),
    ...(parts.body === undefined ? {} : { payload: parts.body }),
  });
  // An empty path segment addresses another route (…/collection/ is the list): not this operation.
  const ownRoute = (request: FuzzRequest) => !/\/(?:\/|\?|$)/.test(request.url);
  if (kind === 'valid') return fc.record(valid).map(build).filter(ownRoute);
  const hasPath = Object.keys(op.pathParams.properties ?? {}).length > 0;
  const hostileParts = [
    fc.record({ ...valid, query: hostileValue(op.query) }),
    // No documented body: send one anyway (it must be ignored or refused, never trusted).
    fc.record({ ...valid, body: op.body ? hostileValue(op.body) : wrongType }),
    // Everything valid, but one hostile string (NUL, a lone surrogate, SQL, ...) added to every string.
    fc.tuple(fc.record(valid), fc.constantFrom(...HOSTILE_STRINGS)).map(([parts, bad]) => ({
      path: tainted(parts.path, bad),
      query: tainted(parts.query, bad),
      body: tainted(parts.body, bad),
    })),
    ...(hasPath
      ? [
          fc.record({ ...valid, path: hostileValue(op.pathParams) }),
          fc.record({ ...valid, path: rawSegments(op.pathParams) }),
        ]
      : []),
  ];
  return fc
    .oneof(...hostileParts)
    .map(build)
    .filter(ownRoute);
}

function tainted(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return value + bad;
  if (Array.isArray(value)) return value.map((item) => tainted(item, bad));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, tainted(inner, bad)]));
  }
  return value;
}

/** A path segment sent exactly as given, not encoded again. */
class RawSegment {
  constructor(readonly text: string) {}
}

/** Broken escapes, encoded traversal and control characters, as a hand-made URL can carry them. */
export const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%ED%A0%80', // an encoded lone surrogate: not valid UTF-8
  '%00',
  '%FF%FE',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%c0%ae%c0%ae', // overlong UTF-8 for '..'
  '1%0d%0aSet-Cookie:%20x=1',
  '1;DROP%20TABLE%20users',
];

function rawSegments(params: JsonSchema): fc.Arbitrary<Record<string, RawSegment>> {
  const names = Object.keys(params.properties ?? {});
  return fc
    .constantFrom(...RAW_SEGMENTS)
    .map((text) => Object.fromEntries(names.map((name) => [name, new RawSegment(text)])));
}

/** The URL under /api with path parameters filled in (encoded) and the query appended. */
export function urlFor(path: string, params: Record<string, unknown>, query: unknown): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    return value instanceof RawSegment ? value.text : encodeURIComponent(wellFormed(wireText(value)));
  });
  const search = new URLSearchParams();
  if (isRecord(query)) {
    for (const [key, value] of Object.entries(query)) {
      // Arrays travel as repeated keys (?movieIds=1&movieIds=2), like a browser form sends them.
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, wireText(one));
    }
  } else if (query !== undefined) {
    search.append('q', wireText(query));
  }
  const text = search.toString();
  return `/api${filled}${text ? `?${text}` : ''}`;
}

/** Lone surrogates cannot be percent-encoded as UTF-8; a browser would send U+FFFD instead. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function wireText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
