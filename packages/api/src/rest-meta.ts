import type { OpenApiMeta } from 'trpc-to-openapi';

type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A second REST path served by the same procedure (docs/product.md §7 names some operations twice). */
export interface RestAlias {
  method: RestMethod;
  path: `/${string}`;
  /** The alias's own operation id in the OpenAPI document. */
  operationId: string;
  summary: string;
}

/**
 * How the OpenAPI document explains an operation to API consumers. Each is checked by
 * openapi.test.ts: the input example parses with the procedure's input schema, the output example
 * with its output schema, unchanged.
 */
export interface OperationDoc {
  /** What the operation does and answers, in the store's words (docs/product.md). */
  description: string;
  example: {
    /** The procedure's input as a client sends it: path and query parameters and the JSON body together. */
    input?: Record<string, unknown>;
    /** The 200 answer's JSON. */
    output: unknown;
  };
}

/**
 * What a procedure declares about itself: its REST path (trpc-to-openapi, with its description), any
 * aliases of it, and its example.
 * `deleteBody`: a DELETE that takes its input as a JSON body (a password never goes in a URL).
 */
export type Meta = OpenApiMeta & {
  aliases?: RestAlias[];
  deleteBody?: boolean;
  bodyLimit?: number;
  /** The answer is a file of this media type: the procedure returns `{filename, content}` (ZCalendarFile). */
  download?: string;
  /** The operation makes something: REST answers 201 Created rather than 200. */
  created?: boolean;
  example?: OperationDoc['example'];
};

/** restMeta's options besides the operation's description and example. */
interface RestOptions {
  protect?: boolean;
  aliases?: RestAlias[];
  body?: boolean;
  bodyLimit?: number;
  download?: string;
  created?: boolean;
}

/**
 * A procedure's REST operation, as trpc-to-openapi documents it: members-only (`protect`) unless
 * told otherwise; `aliases` are further paths it answers at. The description and example are
 * required, so no operation reaches the document without them.
 *
 * Marked free of side effects so a bundle that takes only a schema file's zod schemas (the browser's
 * forms) drops the operation, its description and its example data.
 */
/* @__NO_SIDE_EFFECTS__ */
export function restMeta(
  method: RestMethod,
  path: `/${string}`,
  tag: string,
  summary: string,
  {
    protect = true,
    aliases,
    body,
    bodyLimit,
    download,
    created,
    description,
    example,
  }: RestOptions & OperationDoc,
): Meta {
  return {
    openapi: { method, path, tags: [tag], summary, description, protect },
    example,
    ...(aliases && { aliases }),
    ...(body && method === 'DELETE' && { deleteBody: true }),
    // A larger JSON body than the server's default, on this path only (a library import's zip).
    ...(bodyLimit && { bodyLimit }),
    // A file rather than JSON (a loan's .ics): the REST route sends the content with this type.
    ...(download && { download }),
    ...(created && { created }),
  };
}

export interface RestOperation {
  /** The procedure's dotted path, e.g. 'auth.login'. */
  procedure: string;
  method: RestMethod;
  /** The OpenAPI path under /api, e.g. '/recommendations/{id}/rate'. */
  path: string;
  /** Bytes of JSON body this path takes, when more than the server's default. */
  bodyLimit?: number;
  /** The media type of the file this path answers with, instead of JSON. */
  download?: string;
  /** Answers 201 Created. */
  created?: boolean;
}
