import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../root.ts';
import { createTestContext, errorOf } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import { MESSAGES } from './newsletter.service.ts';

const t = perFile(() => createTestContext());
let ipCounter = 0;

/** A visitor at an address of their own (the sign-up limit is per IP). */
function visitor(ip = `10.8.0.${++ipCounter}`) {
  return createCallerFactory(appRouter)({
    ...t.deps,
    user: null,
    sessionId: null,
    req: { ip, setCookie: () => {} },
  }).newsletter;
}

const rowsFor = (emailKey: string) =>
  t.db.selectFrom('newsletterSubscribers').selectAll().where('emailKey', '=', emailKey).execute();

describe('newsletter subscribe', () => {
  it('adds an address once, whatever its case or surrounding spaces', async () => {
    expect(await visitor().subscribe({ email: 'Marty.McFly@Example.com' })).toEqual({
      message: MESSAGES.subscribed,
    });
    expect(await visitor().subscribe({ email: '  marty.mcfly@example.COM ' })).toEqual({
      message: "You're already on the list",
    });
    const rows = await rowsFor('marty.mcfly@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'Marty.McFly@Example.com', unsubscribedAt: null });
    expect(rows[0]!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('adds one row when the same address arrives twice at once', async () => {
    const results = await Promise.all([
      visitor().subscribe({ email: 'doc@example.com' }),
      visitor().subscribe({ email: 'DOC@example.com' }),
    ]);
    expect(results.map((r) => r.message).sort()).toEqual([MESSAGES.subscribed, MESSAGES.already].sort());
    expect(await rowsFor('doc@example.com')).toHaveLength(1);
  });

  it('refuses addresses that are empty, malformed or longer than 254 characters', async () => {
    const cases: [string, string][] = [
      ['', 'Enter your email address'],
      ['   ', 'Enter your email address'],
      ['not-an-email', 'Enter a valid email address'],
      ['a@b', 'Enter a valid email address'],
      ['two@@example.com', 'Enter a valid email address'],
      ['spaces in@example.com', 'Enter a valid email address'],
      [`${'x'.repeat(64)}@${'d'.repeat(186)}.com`, 'Email is too long'],
    ];
    for (const [email, message] of cases) {
      const error = await errorOf(visitor().subscribe({ email }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause?.message).toContain(message);
    }
    const count = await t.db
      .selectFrom('newsletterSubscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', '%d.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('limits sign-ups per address to 10 an hour, with a 429 and no other address affected', async () => {
    const ip = '10.8.99.1';
    for (let i = 0; i < 10; i += 1) await visitor(ip).subscribe({ email: `burst${i}@example.com` });
    const error = await errorOf(visitor(ip).subscribe({ email: 'burst10@example.com' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe('Too many sign-ups from here. Please try again later.');
    expect(await rowsFor('burst10@example.com')).toEqual([]);
    expect(await visitor('10.8.99.2').subscribe({ email: 'burst10@example.com' })).toEqual({
      message: MESSAGES.subscribed,
    });
  });
});

describe('newsletter unsubscribe', () => {
  it("leaves the list with the mailing's token, and can come back", async () => {
    await visitor().subscribe({ email: 'lorraine@example.com' });
    const [row] = await rowsFor('lorraine@example.com');
    const token = row!.unsubscribeToken;
    expect(await visitor().unsubscribe({ token })).toEqual({ message: MESSAGES.unsubscribed });
    expect((await rowsFor('lorraine@example.com'))[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await visitor().unsubscribe({ token })).toEqual({ message: MESSAGES.alreadyUnsubscribed });
    expect(await visitor().subscribe({ email: 'Lorraine@example.com' })).toEqual({
      message: MESSAGES.resubscribed,
    });
    expect(await rowsFor('lorraine@example.com')).toEqual([
      expect.objectContaining({ unsubscribedAt: null, unsubscribeToken: token }),
    ]);
  });

  it('refuses unknown and malformed tokens', async () => {
    const unknown = await errorOf(visitor().unsubscribe({ token: 'A'.repeat(43) }));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(MESSAGES.unknownToken);
    const malformed = await errorOf(visitor().unsubscribe({ token: "'; drop table --" }));
    expect(malformed.code).toBe('BAD_REQUEST');
  });
});
