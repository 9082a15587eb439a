import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Hand-over plan': either member proposes, the other accepts or counters; the
// agreed plan goes in a calendar file with the due date.
const t = perFile(() => createTestContext());
const HOUR = 60 * 60 * 1000;
const inHours = (n: number) => new Date(Date.now() + n * HOUR).toISOString();

async function accepted(title = `Plan Heat ${Math.random()}`) {
  const [owner, borrower, stranger] = [
    await t.createMember(),
    await t.createMember(),
    await t.createMember(),
  ];
  const disc = await t.caller(owner).dvdClub.create({ title, visibility: 'rentable' });
  const { id } = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  await t.caller(owner).loans.accept({ id, loanDays: 7 });
  return { id, owner, borrower, stranger };
}

const plans = (id: number) =>
  t.db.selectFrom('loanPlans').selectAll().where('loanId', '=', id).orderBy('id').execute();
const plan = (member: SessionUser) => t.caller(member).handoverPlans;

describe('a hand-over plan', () => {
  it('is proposed, countered and accepted; both cards show the agreed plan; each side is told', async () => {
    const { id, owner, borrower } = await accepted();
    const at = inHours(48);
    const proposed = await plan(borrower).propose({ id, kind: 'in_person', place: 'The station café', at });
    expect(proposed).toMatchObject({
      agreed: null,
      proposal: { kind: 'in_person', place: 'The station café', at, proposedBy: 'borrower', mine: true },
      actions: [],
    });
    expect((await plan(owner).get({ id })).actions).toEqual(['propose', 'accept']);

    const countered = await plan(owner).propose({ id, kind: 'post', note: 'Recorded delivery' });
    expect(countered.proposal).toMatchObject({
      kind: 'post',
      place: null,
      at: null,
      note: 'Recorded delivery',
      mine: true,
    });
    const agreed = await plan(borrower).accept({ id });
    expect(agreed).toMatchObject({
      agreed: { kind: 'post', proposedBy: 'owner', acceptedAt: expect.any(String) },
      proposal: null,
    });
    expect((await plan(owner).get({ id })).agreed).toEqual({ ...agreed.agreed, mine: true });

    const kinds = await t.db
      .selectFrom('notifications')
      .select(['userId', 'type'])
      .where('type', 'in', ['loan_plan_proposed', 'loan_plan_agreed'])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { userId: owner.id, type: 'loan_plan_proposed' },
      { userId: borrower.id, type: 'loan_plan_proposed' },
      { userId: owner.id, type: 'loan_plan_agreed' },
    ]);
  });

  it('refuses bad input and wrong moves with a clear 4xx and changes nothing', async () => {
    const { id, owner, borrower, stranger } = await accepted();
    const cases: [() => Promise<unknown>, string, string][] = [
      [
        () => plan(owner).propose({ id, kind: 'in_person', place: 'Café', at: inHours(-1) }),
        'BAD_REQUEST',
        'The hand-over must be in the future.',
      ],
      [
        () => plan(owner).propose({ id, kind: 'in_person', place: 'x'.repeat(201), at: inHours(5) }),
        'BAD_REQUEST',
        'place: Place must be at most 200 characters',
      ],
      [
        () => plan(owner).propose({ id, kind: 'post', note: 'x'.repeat(101) }),
        'BAD_REQUEST',
        'note: Tracking note must be at most 100 characters',
      ],
      [
        () => plan(owner).propose({ id, kind: 'in_person', at: inHours(5) }),
        'BAD_REQUEST',
        'place: Say where you will meet',
      ],
      [() => plan(stranger).propose({ id, kind: 'post' }), 'NOT_FOUND', 'Rental request not found'],
      [() => plan(owner).accept({ id }), 'CONFLICT', 'There is no hand-over proposal to accept.'],
      [
        () => plan(owner).calendar({ id }),
        'CONFLICT',
        'Agree a hand-over plan first; then it can go in your calendar.',
      ],
    ];
    for (const [call, code, message] of cases) expect(await failure(call())).toEqual({ code, message });
    expect(await plans(id)).toEqual([]);

    await plan(owner).propose({ id, kind: 'post' });
    expect((await failure(plan(owner).propose({ id, kind: 'post', note: 'again' }))).message).toMatch(
      /^You already proposed a hand-over; wait for .+ to accept it or propose another\.$/,
    );
    expect((await failure(plan(owner).accept({ id }))).message).toMatch(
      /^You can't accept your own proposal/,
    );
    expect(await failure(plan(stranger).accept({ id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await plans(id)).toHaveLength(1);
    expect((await plans(id))[0]).toMatchObject({ acceptedAt: null, supersededAt: null, note: null });

    await t.caller(borrower).loans.cancel({ id });
    expect(await failure(plan(borrower).propose({ id, kind: 'post' }))).toEqual({
      code: 'CONFLICT',
      message: 'This loan is over, so there is no hand-over to plan.',
    });
    expect(await failure(plan(borrower).accept({ id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await plans(id)).toHaveLength(1);
  });

  it('writes an RFC 5545 calendar: the hand-over and the due date, CRLF lines, stable UIDs', async () => {
    const { id, owner, borrower, stranger } = await accepted(
      'Collateral; the "director\'s" cut, with a long title to fold',
    );
    const at = inHours(30);
    await plan(owner).propose({ id, kind: 'in_person', place: 'Leeds station, under the clock', at });
    await plan(borrower).accept({ id });
    const file = await plan(borrower).calendar({ id });
    expect(file.filename).toBe(`loan-${id}.ics`);
    const text = file.content;
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.length > 0).at(-1)).toBe('END:VCALENDAR');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = text.split('BEGIN:VEVENT').slice(1);
    for (const event of events) {
      for (const field of ['UID:', 'DTSTAMP:', 'DTSTART']) expect(event).toContain(`\r\n${field}`);
    }
    const stamp = at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(events[0]).toContain(`UID:loan-${id}-handover@chucks-video-store`);
    expect(events[0]).toContain(`DTSTART:${stamp}`);
    expect(events[0]).toContain('LOCATION:Leeds station\\, under the clock');
    const due = (await t.caller(borrower).loans.get({ id })).dueAt!.slice(0, 10).replace(/-/g, '');
    expect(events[1]).toContain(`UID:loan-${id}-due@chucks-video-store`);
    expect(events[1]).toContain(`DTSTART;VALUE=DATE:${due}`);
    // The same events for the owner, whose words say who brings it back.
    expect((await plan(owner).calendar({ id })).content).toContain(`UID:loan-${id}-due@chucks-video-store`);
    expect(await failure(plan(stranger).calendar({ id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
