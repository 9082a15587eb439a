import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApiDocument } from './openapi.ts';
import type { Meta } from './rest-meta.ts';
import { appRouter } from './root.ts';

interface ProcedureDef {
  meta?: Meta;
  inputs: z.ZodType[];
  output?: z.ZodType;
}

const restProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
).filter(([, { _def }]) => _def.meta?.openapi && _def.meta.openapi.enabled !== false);

/** Zod's first complaint, in a line a failing test can show. */
const firstIssue = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? 'ok' : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;

describe('every REST operation explains itself (docs/architecture.md "REST")', () => {
  it('has REST operations to check', () => {
    expect(restProcedures.length).toBeGreaterThan(50);
  });

  describe.each(restProcedures)('%s', (_name, { _def }) => {
    const { openapi, example } = _def.meta ?? {};

    it('has a description and an example answer', () => {
      expect(openapi?.description?.trim().length).toBeGreaterThan(20);
      expect(example).toBeDefined();
      expect(example?.output).toBeDefined();
    });

    it('has an example answer its output schema reads unchanged', () => {
      expect(_def.output, 'every REST procedure declares an output').toBeDefined();
      const parsed = _def.output?.safeParse(example?.output);
      expect(firstIssue(parsed as z.ZodSafeParseResult<unknown>)).toBe('ok');
      // Nothing dropped or converted: the example is exactly what the procedure may answer.
      expect(parsed?.data).toEqual(example?.output);
    });

    it('has an example request its input schema accepts, when it takes input', () => {
      if (_def.inputs.length === 0) {
        expect(example?.input).toBeUndefined();
        return;
      }
      expect(example?.input).toBeDefined();
      for (const input of _def.inputs) {
        expect(firstIssue(input.safeParse(example?.input))).toBe('ok');
      }
    });
  });

  it('puts each example in the document: the body, the parameters and the 200 (or 201) answer', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, OperationJson>>;
    for (const [, { _def }] of restProcedures) {
      const { method, path } = _def.meta?.openapi ?? { method: 'GET', path: '/' };
      const operation = paths[path]?.[method.toLowerCase()];
      const where = `${method} ${path}`;
      expect(operation?.description, where).toBe(_def.meta?.openapi?.description);
      // A download (a loan's .ics) answers with the file: its example is the file's content.
      const download = _def.meta?.download?.split(';')[0];
      const status = _def.meta?.created ? '201' : '200';
      expect(operation?.responses[status]?.content[download ?? 'application/json']?.example, where).toEqual(
        download
          ? (_def.meta?.example?.output as { content?: string } | undefined)?.content
          : _def.meta?.example?.output,
      );
      const body = operation?.requestBody?.content['application/json'];
      if (body) expect(body.example, where).toBeDefined();
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.required) expect(parameter.example, `${where} ${parameter.name}`).toBeDefined();
      }
    }
  });

  it('says anyone may call a public operation (security: []) and a members-only one needs the session cookie', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, OperationJson>>;
    for (const [, { _def }] of restProcedures) {
      const { method, path, protect } = _def.meta?.openapi ?? { method: 'GET', path: '/' };
      const { security } = paths[path]?.[method.toLowerCase()] ?? {};
      expect(security, `${method} ${path}`).toEqual(protect === false ? [] : [{ sessionCookie: [] }]);
    }
  });
});

interface OperationJson {
  description?: string;
  security?: unknown;
  parameters?: { name: string; required?: boolean; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content: Record<string, { example?: unknown }> }>;
}
