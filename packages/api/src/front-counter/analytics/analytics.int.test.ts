import { perFile } from '@chuck/db/testing';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../root.ts';
import { createTestContext } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';

const t = perFile(() => createTestContext());

const fromIp = (ip: string) =>
  createCallerFactory(appRouter)({
    ...t.deps,
    user: null,
    sessionId: null,
    req: { ip, setCookie: () => {} },
  });

describe('analytics', () => {
  it('counts each visitor id once', async () => {
    const before = (await t.caller(null).analytics.visitorCount()).count;
    expect(await t.caller(null).analytics.trackVisitor({ visitorId: 'v-aaaaaaaa-1' })).toEqual({
      count: before + 1,
    });
    expect(await t.caller(null).analytics.trackVisitor({ visitorId: 'v-aaaaaaaa-1' })).toEqual({
      count: before + 1,
    });
    await t.caller(null).analytics.trackVisitor({ visitorId: 'v-bbbbbbbb-2' });
    expect(await t.caller(null).analytics.visitorCount()).toEqual({ count: before + 2 });
  });

  it('counts concurrent first visits exactly', async () => {
    const before = (await t.caller(null).analytics.visitorCount()).count;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fromIp(`10.0.1.${i}`).analytics.trackVisitor({ visitorId: `burst-visitor-${i % 10}` }),
      ),
    );
    expect(await t.caller(null).analytics.visitorCount()).toEqual({ count: before + 10 });
  });

  it('rejects visitor ids shorter than 8 or longer than 100 characters', async () => {
    for (const visitorId of ['short', 'x'.repeat(101)]) {
      const error = await t
        .caller(null)
        .analytics.trackVisitor({ visitorId })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
    }
  });

  it('limits how often one address can be counted', async () => {
    const caller = fromIp('10.9.9.9');
    let limited: unknown;
    for (let i = 0; i < 125 && !limited; i++) {
      limited = await caller.analytics.trackVisitor({ visitorId: `flood-visitor-${i}` }).then(
        () => undefined,
        (e: unknown) => e,
      );
    }
    expect((limited as TRPCError).code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts member accounts as profiles', async () => {
    const before = (await t.caller(null).analytics.profileCount()).count;
    await t.createMember();
    await t.createMember();
    expect(await t.caller(null).analytics.profileCount()).toEqual({ count: before + 2 });
  });
});
