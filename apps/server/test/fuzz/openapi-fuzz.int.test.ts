import { appRouter, buildOpenApiDocument, restOperations } from '@chuck/api';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { perFileAppWithFakeStripe } from '../support/fake-stripe-app.ts';
import { INJECT_ORIGIN, registerMember } from '../support/test-app.ts';
import { leaksIn, sentStrings } from './leaks.ts';
import { documentOperations, type FuzzRequest, type Operation, requestFor } from './openapi-arbitraries.ts';

/**
 * Every operation of the OpenAPI document, driven with requests generated from its own schemas:
 * valid ones and hostile ones (wrong types, missing and extra fields, oversize, odd unicode, SQL-ish
 * and path-traversal text, huge numbers), anonymously and as a signed-in member. Whatever is sent,
 * the answer is a 2xx the documented output schema accepts or a 4xx with a human message, and no
 * answer shows a stack trace, a file path or SQL. FUZZ_SEED / FUZZ_RUNS change the seed and the run
 * count; a failure prints the seed and path that replay it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1999);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const operations = documentOperations(buildOpenApiDocument());

type ProcedureRecord = Record<string, { _def: { output?: z.ZodType } }>;
const procedures = appRouter._def.procedures as unknown as ProcedureRecord;
const restOf = new Map(restOperations().map((op) => [`${op.method} ${op.path}`, op]));

/** The zod schema the procedure's answers are checked with: the documented response. */
function outputSchemaOf(op: Operation): z.ZodType {
  const procedure = restOf.get(`${op.method} ${op.path}`)?.procedure;
  const output = procedure ? procedures[procedure]?._def.output : undefined;
  if (!output) throw new Error(`${op.method} ${op.path}: no procedure with an output schema`);
  return output;
}

describe('fuzzing every REST operation from the OpenAPI document', () => {
  // Stripe answers through msw, so donation intents are fuzzed for real rather than all refused as
  // "not configured"; our own server is reached by inject and never touches the network.
  const { t } = perFileAppWithFakeStripe();
  let memberCookie: string;
  beforeAll(async () => {
    memberCookie = (await registerMember(t.app)).cookie;
  });

  it('knows which procedure answers each documented operation', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) expect(() => outputSchemaOf(op)).not.toThrow();
  });

  const send = (request: FuzzRequest, cookie: string | undefined) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        origin: INJECT_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
    });

  for (const mode of ['anonymous', 'member'] as const) {
    describe(`as ${mode === 'member' ? 'a signed-in member' : 'an anonymous visitor'}`, () => {
      operations.forEach((op, index) => {
        // Each run of a sign-up or sign-in hashes a password: allow for a machine under load.
        it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
          const output = outputSchemaOf(op);
          const cookie = mode === 'member' ? memberCookie : undefined;
          for (const kind of ['valid', 'hostile'] as const) {
            await fc.assert(
              fc.asyncProperty(requestFor(op, kind), async (request) => {
                const res = await send(request, cookie);
                expectSoundAnswer(op, request, res, output, mode);
              }),
              { numRuns: RUNS, seed: SEED + index * 2 + (kind === 'hostile' ? 1 : 0) },
            );
          }
        });
      });
    });
  }
});

function expectSoundAnswer(
  op: Operation,
  request: FuzzRequest,
  res: LightMyRequestResponse,
  output: z.ZodType,
  mode: 'anonymous' | 'member',
): void {
  const sent = JSON.stringify(request.payload)?.slice(0, 300) ?? '';
  const where = `${request.method} ${request.url} ${sent} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  // Only answers and refusals: no server errors, and no redirects from an API path.
  expect([2, 4], where).toContain(Math.floor(res.statusCode / 100));
  expect(leaksIn(res.body, sentStrings(request.url, request.payload)), where).toEqual([]);
  if (res.statusCode >= 400) {
    const body = res.json() as { message?: unknown };
    expect(typeof body.message === 'string' && body.message.trim().length > 0, where).toBe(true);
    return;
  }
  if (mode === 'anonymous') expect(op.membersOnly, `members only, yet answered: ${where}`).toBe(false);
  // A download (a list's CSV, a calendar file) answers with the file itself, as documented.
  const download = restOf.get(`${op.method} ${op.path}`)?.download;
  if (download) {
    expect(String(res.headers['content-type']), where).toBe(download);
    expect(res.body.length, where).toBeGreaterThan(0);
    return;
  }
  const parsed = output.safeParse(res.body ? res.json() : undefined);
  expect(parsed.success, `${where}\n${parsed.error?.message}`).toBe(true);
}
