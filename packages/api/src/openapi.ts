import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { Meta, OperationDoc, RestOperation } from './rest-meta.ts';
import { appRouter } from './root.ts';
import { DEFAULT_SESSION_COOKIE } from './support/identity/identity.ts';

type ProcedureRecord = Record<string, { _def: { meta?: Meta } }>;
const procedures = () => Object.entries(appRouter._def.procedures as unknown as ProcedureRecord);

/** Every REST operation, read from the procedures' meta: its own path, then any aliases of it. */
export function restOperations(): RestOperation[] {
  return procedures().flatMap(([procedure, { _def }]) => {
    const openapi = _def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    const aliases = _def.meta?.aliases ?? [];
    const bodyLimit = _def.meta?.bodyLimit;
    const download = _def.meta?.download;
    const created = _def.meta?.created;
    return [openapi, ...aliases].map(({ method, path }) => ({
      procedure,
      method,
      path,
      ...(bodyLimit && { bodyLimit }),
      ...(download && { download }),
      ...(created && { created }),
    }));
  });
}

/**
 * The REST contract, generated from the same procedures that serve it. trpc-to-openapi treats every
 * operation as members-only unless its meta says `protect: false`, so public procedures say so and
 * get `security: []`. It knows one path per procedure: aliases are copies of their procedure's
 * operation. Each operation carries its procedure's description and example (restMeta).
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: "Chuck's Video Store API",
    description:
      'REST paths of the video store. Members authenticate with the session cookie set by /api/auth/login; ' +
      'state-changing requests from browsers must be same-origin.',
    version: '1.0.0',
    baseUrl: '/api',
    docsUrl: '/api/docs',
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: DEFAULT_SESSION_COOKIE } },
  });
  describeErrorBodies(document);
  document.paths ??= {};
  const paths = document.paths as Record<string, Record<string, OperationParts>>;
  for (const [, { _def }] of procedures()) {
    const openapi = _def.meta?.openapi;
    if (!openapi) continue;
    const operation = paths[openapi.path]?.[openapi.method.toLowerCase()];
    if (!operation) continue;
    if (_def.meta?.deleteBody) moveQueryToBody(operation);
    // Said outright (Redocly's security-defined): anyone may call it; a member's cookie is still read.
    if (openapi.protect === false) operation.security = [];
    if (_def.meta?.example) addExample(operation, _def.meta.example);
    if (_def.meta?.download) describeDownload(operation, _def.meta.download, _def.meta.example);
    if (_def.meta?.created && operation.responses?.['200']) {
      const { '200': ok, ...others } = operation.responses;
      operation.responses = { '201': { ...ok, description: 'Created' }, ...others };
    }
    for (const { method, path, operationId, summary } of _def.meta?.aliases ?? []) {
      paths[path] = { ...paths[path], [method.toLowerCase()]: { ...operation, operationId, summary } };
    }
  }
  return document;
}

/**
 * trpc-to-openapi describes its own error shape ({message, code, issues}); the REST routes answer
 * every error as {message, error, code} (the human text twice, for clients that read either, and the
 * stable code: apps/server/src/plugins/errors.ts), so the document says that.
 */
function describeErrorBodies(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, ErrorSchema>;
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.startsWith('error.')) continue;
    const code = name.slice('error.'.length);
    const message = schema.properties?.message?.example ?? 'Something went wrong';
    schemas[name] = {
      type: 'object',
      title: schema.title,
      description: 'The error, in words to show the person, and its stable code.',
      properties: {
        message: {
          type: 'string',
          description: 'What went wrong, in words to show the person.',
          example: message,
        },
        error: { type: 'string', description: 'The same text as message.', example: message },
        code: { type: 'string', description: 'The stable error code.', example: code },
      },
      required: ['message', 'error', 'code'],
      additionalProperties: false,
      example: { message, error: message, code },
    };
  }
}

interface ErrorSchema {
  type: 'object';
  title?: string;
  description?: string;
  properties?: Record<string, { type: string; description?: string; example?: string }>;
  required?: string[];
  additionalProperties?: boolean;
  example?: Record<string, string>;
}

interface OperationParts {
  operationId?: string;
  summary?: string;
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    schema?: object;
    description?: string;
    example?: unknown;
  }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: object; example?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object; example?: unknown }> }
  >;
  security?: Record<string, string[]>[];
}

/**
 * The procedure's example in the operation: each input field where the request carries it (a path
 * or query parameter, or the JSON body), and the output as the 200 answer's example.
 */
function addExample(operation: OperationParts, example: OperationDoc['example']): void {
  const input = example.input ?? {};
  const inParameters = new Set<string>();
  for (const parameter of operation.parameters ?? []) {
    if (!(parameter.name in input)) continue;
    parameter.example = input[parameter.name];
    inParameters.add(parameter.name);
  }
  const body = operation.requestBody?.content['application/json'];
  if (body)
    body.example = Object.fromEntries(Object.entries(input).filter(([key]) => !inParameters.has(key)));
  const answer = operation.responses?.['200']?.content?.['application/json'];
  if (answer) answer.example = example.output;
}

/**
 * A download (a loan's .ics) answers with the file itself, not the procedure's JSON: the 200 is the
 * media type's text, with the example's content (apps/server/src/plugins/rest.ts sends it so).
 */
function describeDownload(
  operation: OperationParts,
  mediaType: string,
  example: OperationDoc['example'] | undefined,
) {
  const ok = operation.responses?.['200'];
  if (!ok) return;
  const content = (example?.output as { content?: string } | undefined)?.content;
  ok.content = {
    [mediaType.split(';')[0]!.trim()]: { schema: { type: 'string' }, ...(content && { example: content }) },
  };
}

/**
 * trpc-to-openapi reads a DELETE's input from the query string; one that says `deleteBody` (a
 * password) takes a JSON body instead, as the REST routes read it (apps/server/src/plugins/rest.ts).
 */
function moveQueryToBody(operation: OperationParts): void {
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (!query.length) return;
  operation.parameters = (operation.parameters ?? []).filter((p) => p.in !== 'query');
  operation.requestBody = {
    required: query.some((p) => p.required),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            query.map((p) => [p.name, { ...p.schema, description: p.description }]),
          ),
          required: query.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        },
      },
    },
  };
}
