import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { restMeta } from '../../rest-meta.ts';
import { PLAN_NOTE_MAX, PLAN_PLACE_MAX } from '../../shared/loan-terms.ts';

const ZLoanId = zId('Request id');
const KINDS = ['in_person', 'post'] as const;

/** Absent, null and blank are all 'not given'. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `${tooLong.split(' ')[0]} must be text` })
      .trim()
      .max(max, tooLong)
      .optional()
      .transform((v) => v || undefined),
  );

export const ZProposePlanInput = z
  .object({
    id: ZLoanId,
    kind: z.enum(KINDS, { error: "Kind must be 'in_person' or 'post'" }),
    place: optionalText(PLAN_PLACE_MAX, `Place must be at most ${PLAN_PLACE_MAX} characters`),
    at: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.iso
        .datetime({
          offset: true,
          error: 'The date and time must be an ISO date-time, e.g. 2026-12-05T10:30:00Z',
        })
        .optional(),
    ),
    note: optionalText(PLAN_NOTE_MAX, `Tracking note must be at most ${PLAN_NOTE_MAX} characters`),
  })
  .superRefine((plan, ctx) => {
    if (plan.kind === 'in_person') {
      if (!plan.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Say where you will meet' });
      if (!plan.at) ctx.addIssue({ code: 'custom', path: ['at'], message: 'Say when you will meet' });
    } else if (plan.place || plan.at) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A plan by post has no place or time' });
    }
  });
export type ProposePlanInput = z.infer<typeof ZProposePlanInput>;

export const ZPlanIdInput = z.object({ id: ZLoanId });

/** One proposal of how the disc changes hands. */
const ZPlan = z.object({
  id: z.number().int(),
  kind: z.enum(KINDS),
  /** In person: where, in words. */
  place: z.string().nullable(),
  /** In person: when. */
  at: z.string().nullable(),
  /** By post: the optional tracking note. */
  note: z.string().nullable(),
  proposedBy: z.enum(['owner', 'borrower']),
  /** Proposed by the caller. */
  mine: z.boolean(),
  proposedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Plan = z.infer<typeof ZPlan>;

/** docs/product.md §3 'Hand-over plan': the agreed plan, and the proposal waiting for an answer. */
export const ZPlanState = z.object({
  loanId: z.number().int(),
  agreed: ZPlan.nullable(),
  proposal: ZPlan.nullable(),
  /** What the caller may do: propose (or counter), accept the other member's proposal. */
  actions: z.array(z.enum(['propose', 'accept'])),
});
export type PlanState = z.infer<typeof ZPlanState>;

/** docs/product.md §3 'Hand-over plan': the .ics file, served as text/calendar. */
export const ZCalendarFile = z.object({ filename: z.string(), content: z.string() });
export type CalendarFile = z.infer<typeof ZCalendarFile>;

const PROPOSAL = {
  id: 4,
  kind: 'in_person',
  place: 'The station café on Market Street',
  at: '2026-11-22T10:30:00.000Z',
  note: null,
  proposedBy: 'borrower',
  mine: true,
  proposedAt: '2026-11-20T19:40:00.000Z',
  acceptedAt: null,
};
const AGREED = { ...PROPOSAL, mine: false, proposedBy: 'owner', acceptedAt: '2026-11-20T20:00:00.000Z' };

const PLAN_RULES =
  'Either member proposes how the disc changes hands: in person (a place in words, at most ' +
  `${PLAN_PLACE_MAX} characters, and a date and time in the future) or by post (an optional tracking note ` +
  `of at most ${PLAN_NOTE_MAX}); the other accepts or proposes another, which replaces the open one. ` +
  'One open proposal at a time: a second of one’s own is a 409, and so is accepting one’s own, or a plan ' +
  'on a loan that is over. Only the loan’s two members (anyone else gets a 404).';

export const planMeta = restMeta(
  'GET',
  '/dvd-club/rental-requests/{id}/plan',
  'dvd-club',
  "A loan's hand-over plan: the agreed one and the open proposal",
  {
    description: `The loan’s agreed hand-over plan and the proposal waiting for an answer. ${PLAN_RULES}`,
    example: {
      input: { id: 9 },
      output: { loanId: 9, agreed: null, proposal: PROPOSAL, actions: ['propose'] },
    },
  },
);

export const proposeMeta = restMeta(
  'POST',
  '/dvd-club/rental-requests/{id}/plan',
  'dvd-club',
  'Propose how the disc changes hands (in person or by post), or counter the other member’s proposal',
  {
    description: `Proposes a hand-over plan; the other member is told. ${PLAN_RULES}`,
    example: {
      input: { id: 9, kind: 'in_person', place: PROPOSAL.place, at: PROPOSAL.at },
      output: { loanId: 9, agreed: null, proposal: PROPOSAL, actions: ['propose'] },
    },
  },
);

export const acceptMeta = restMeta(
  'POST',
  '/dvd-club/rental-requests/{id}/plan/accept',
  'dvd-club',
  "Accept the other member's hand-over proposal: it becomes the agreed plan",
  {
    description: `Accepts the open proposal of the other member; the agreed plan shows on both loan cards and the proposer is told. ${PLAN_RULES}`,
    example: {
      input: { id: 9 },
      output: { loanId: 9, agreed: AGREED, proposal: null, actions: ['propose'] },
    },
  },
);

const ICS_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  "PRODID:-//Chuck's Video Store//DVD Club//EN",
  'BEGIN:VEVENT',
  'UID:loan-9-handover@chucks-video-store',
  'DTSTAMP:20261120T200000Z',
  'DTSTART:20261122T103000Z',
  'SUMMARY:Hand-over of Collateral with Sam R.',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:loan-9-due@chucks-video-store',
  'DTSTAMP:20261120T200000Z',
  'DTSTART;VALUE=DATE:20261204',
  'SUMMARY:Collateral is due back to Sam R.',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

export const calendarMeta = restMeta(
  'GET',
  '/dvd-club/rental-requests/{id}/calendar.ics',
  'dvd-club',
  'Add to calendar: the agreed hand-over and the due date, as an iCalendar (.ics) file',
  {
    description:
      'The loan’s agreed hand-over and its due date as two events of an RFC 5545 iCalendar file ' +
      '(text/calendar, an attachment). Each event keeps its UID, so a changed plan replaces the old event. ' +
      'A 409 until a plan is agreed; only the loan’s two members (anyone else gets a 404).',
    download: 'text/calendar; charset=utf-8',
    example: { input: { id: 9 }, output: { filename: 'collateral-loan-9.ics', content: ICS_EXAMPLE } },
  },
);
