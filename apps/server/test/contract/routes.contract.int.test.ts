import { buildOpenApiDocument, restOperations } from '@chuck/api';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { REST_PREFIX } from '../../src/plugins/rest.ts';
import { createTestApp } from '../support/test-app.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('contract: the document and the server agree', () => {
  const t = perFile(() => createTestApp());

  it('lists exactly the operations the server registers', () => {
    const documented = Object.entries(buildOpenApiDocument().paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = restOperations().map((op) => `${op.method} ${op.path}`);
    expect(new Set(served)).toEqual(new Set(documented));
    for (const op of restOperations()) {
      const url = REST_PREFIX + op.path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: op.method, url }), `${op.method} ${url}`).toBe(true);
    }
  });

  it('marks members-only exactly the operations that refuse anonymous callers', async () => {
    const document = buildOpenApiDocument();
    for (const op of restOperations()) {
      const item = document.paths?.[op.path] as Record<string, { security?: unknown[] }>;
      const documentedProtected = Boolean(item[op.method.toLowerCase()]?.security?.length);
      const url = REST_PREFIX + op.path.replace(/\{\w+\}/g, '1');
      const res = await t.app.inject({
        method: op.method,
        url,
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode === 401, `${op.method} ${op.path} answered ${res.statusCode}`).toBe(
        documentedProtected,
      );
    }
  });

  it('documents the error bodies the routes send: {message, error, code}', async () => {
    const schemas = buildOpenApiDocument().components?.schemas as Record<
      string,
      { required: string[]; additionalProperties: boolean }
    >;
    const answers = {
      'error.UNAUTHORIZED': await t.app.inject({ method: 'GET', url: `${REST_PREFIX}/watchlist` }),
      'error.NOT_FOUND': await t.app.inject({ method: 'GET', url: `${REST_PREFIX}/members/no-such-member` }),
      'error.BAD_REQUEST': await t.app.inject({
        method: 'GET',
        url: `${REST_PREFIX}/tmdb/search?q=${'x'.repeat(1000)}`,
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      const schema = schemas[name]!;
      expect(Object.keys(res.json()).sort(), `${name} (${res.statusCode})`).toEqual(
        [...schema.required].sort(),
      );
      expect(schema.additionalProperties).toBe(false);
    }
  });
});
