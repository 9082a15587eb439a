import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, DANA, DANA_NAME, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from '../../shared/loan-terms.ts';
import { REPORT_KINDS, REPORT_NOTE_MAX, REPORT_REASON_LIST } from '../../shared/report-options.ts';
import { LOAN_STATUSES } from '../loans/loans.schema.ts';

const ZMember = z.object({ id: z.string(), name: z.string() });

/** docs/product.md §3 'Reports and moderation': a reported member's history, for the moderator. */
const ZMemberHistory = z.object({
  joinedAt: z.string(),
  suspended: z.boolean().describe('Suspended right now'),
  loans: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.enum(LOAN_STATUSES),
        role: z.enum(['owner', 'borrower']).describe('Their side of the loan'),
        requestedAt: z.string(),
        dueAt: z.string().nullable(),
        returnedAt: z.string().nullable(),
        dispute: z
          .string()
          .nullable()
          .describe(
            'Why the loan was disputed, the reason and any note ("damaged: It skips"); null if it was not',
          ),
      }),
    )
    .describe('Their latest loans on either side, newest first (up to 10)'),
  disputes: z.number().int().describe('Loans of theirs ever disputed, by either side'),
  reportsAgainst: z.number().int().describe('Reports about them, open or resolved'),
  reviews: z.object({
    up: z.number().int(),
    down: z.number().int(),
    latest: z.array(z.object({ thumb: z.enum(['up', 'down']), note: z.string(), fromName: z.string() })),
  }),
});

const ZOpenReport = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASON_LIST),
  note: z.string().nullable(),
  content: z.string().describe('What was reported, as it read when it was reported'),
  createdAt: z.string(),
  reporter: ZMember,
  member: ZMember.extend({ history: ZMemberHistory }),
});
export type OpenReport = z.infer<typeof ZOpenReport>;

/** docs/product.md §3 'Loan dispute': a dispute its two members did not settle in seven days. */
const ZEscalatedDispute = z.object({
  id: z.number().int().describe('The rental request’s id: settle it at /moderation/disputes/{id}/settle'),
  title: z.string(),
  owner: ZMember,
  borrower: ZMember,
  openedBy: z.enum(['owner', 'borrower']),
  reason: z.enum(DISPUTE_REASONS),
  note: z.string().nullable(),
  proposal: z
    .object({
      by: z.enum(['owner', 'borrower']),
      outcome: z.enum(DISPUTE_OUTCOMES),
      credits: z.number().int(),
    })
    .nullable()
    .describe('The outcome one member proposed and the other has not accepted, if any'),
  disputedAt: z.string(),
  escalatedAt: z.string(),
});
export type EscalatedDispute = z.infer<typeof ZEscalatedDispute>;

export const ZModerationQueue = z.object({
  reports: z.array(ZOpenReport).describe('Open reports, oldest first (up to 50)'),
  disputes: z
    .array(ZEscalatedDispute)
    .describe('Escalated disputes not yet settled, oldest first (up to 50)'),
  suspended: z
    .array(ZMember.extend({ until: z.string().nullable(), reason: z.string() }))
    .describe('Members suspended right now, the latest first (up to 50): until null is indefinitely'),
});
export type ModerationQueue = z.infer<typeof ZModerationQueue>;

export const ZModerationAction = z.object({
  id: z.number().int(),
  action: z.enum(['dismiss', 'warn', 'suspend', 'unsuspend', 'settle_dispute']),
  moderator: ZMember,
  member: ZMember.nullable(),
  reportId: z.number().int().nullable(),
  loanId: z.number().int().nullable().describe('The rental request whose dispute was settled'),
  note: z
    .string()
    .describe(
      'Why: the warning, the reason for a suspension, a note on a dismissal, or the outcome of a dispute',
    ),
  until: z.string().nullable().describe('A suspension’s end; null when indefinite or not a suspension'),
  createdAt: z.string(),
});
export type ModerationActionEntry = z.infer<typeof ZModerationAction>;

export const ZModerationLog = z.object({
  actions: z.array(ZModerationAction).describe('Every moderator action, newest first (up to 200)'),
});

export const ZModeratorStatus = z.object({ moderator: z.boolean() });

const zNote = (missing: string) =>
  requiredText(missing, [REPORT_NOTE_MAX, `The note is at most ${REPORT_NOTE_MAX} characters`]);

export const ZDismissInput = z.object({
  id: zId('Report id'),
  note: z.string({ error: 'note must be text' }).trim().max(REPORT_NOTE_MAX).optional(),
});
export const ZWarnInput = z.object({
  id: z.string().min(1).max(100),
  note: zNote('Write the warning the member will read'),
});
export const ZSuspendInput = z.object({
  id: z.string().min(1).max(100),
  reason: zNote('Give the reason for the suspension'),
  until: z.iso
    .datetime({ offset: true, error: 'until must be a date and time, e.g. 2026-12-24T00:00:00Z' })
    .optional()
    .describe('When the suspension ends; leave it out to suspend indefinitely'),
});
export type SuspendInput = z.infer<typeof ZSuspendInput>;
export const ZMemberInput = z.object({ id: z.string().min(1).max(100) });

const RULES =
  'Moderators only: members whose confirmed address is in MODERATOR_EMAILS (anyone else gets a 403, a ' +
  'visitor a 401). Every action is written to the audit log (GET /moderation/log).';

const ACTION = {
  id: 3,
  action: 'suspend' as const,
  moderator: { id: DANA, name: DANA_NAME },
  member: { id: SAM, name: SAM_NAME },
  reportId: null,
  loanId: null,
  note: 'Kept three discs and stopped answering.',
  until: '2026-12-24T00:00:00.000Z',
  createdAt: AT,
};

export const queueMeta = restMeta(
  'GET',
  '/moderation/reports',
  'moderation',
  'The open reports, oldest first',
  {
    description:
      'What the /moderation screen lists: each open report with what was reported, who reported it, and ' +
      'the reported member’s history (latest loans, disputes, reports about them, reviews); the disputes two ' +
      `members did not settle in seven days; and the members suspended right now. ${RULES}`,
    example: {
      output: {
        reports: [
          {
            id: 7,
            kind: 'member',
            targetId: SAM,
            reason: 'did_not_return',
            note: 'Heat is three weeks overdue.',
            content: SAM_NAME,
            createdAt: AT,
            reporter: { id: DANA, name: DANA_NAME },
            member: {
              id: SAM,
              name: SAM_NAME,
              history: {
                joinedAt: AT,
                suspended: false,
                loans: [
                  {
                    id: 9,
                    title: 'Heat',
                    status: 'handed_over',
                    role: 'borrower',
                    requestedAt: AT,
                    dueAt: AT,
                    returnedAt: null,
                    dispute: null,
                  },
                ],
                disputes: 0,
                reportsAgainst: 1,
                reviews: { up: 0, down: 1, latest: [] },
              },
            },
          },
        ],
        disputes: [
          {
            id: 9,
            title: 'Heat',
            owner: { id: DANA, name: DANA_NAME },
            borrower: { id: SAM, name: SAM_NAME },
            openedBy: 'owner',
            reason: 'damaged',
            note: 'The disc came back cracked.',
            proposal: { by: 'owner', outcome: 'damaged', credits: 2 },
            disputedAt: AT,
            escalatedAt: AT,
          },
        ],
        suspended: [
          { id: SAM, name: SAM_NAME, until: '2026-12-24T00:00:00.000Z', reason: 'Kept three discs.' },
        ],
      },
    },
  },
);

export const logMeta = restMeta('GET', '/moderation/log', 'moderation', 'The moderators’ audit log', {
  description: `Every moderator action, newest first: who did what to whom, when and why. ${RULES}`,
  example: { output: { actions: [ACTION] } },
});

export const dismissMeta = restMeta(
  'POST',
  '/moderation/reports/{id}/dismiss',
  'moderation',
  'Dismiss a report',
  {
    description: `Closes the report with no action against anyone, with an optional note for the log. A report already resolved is a 409. ${RULES}`,
    example: {
      input: { id: 7, note: 'The disc came back the next day.' },
      output: {
        ...ACTION,
        action: 'dismiss',
        reportId: 7,
        note: 'The disc came back the next day.',
        until: null,
      },
    },
  },
);

export const warnMeta = restMeta('POST', '/moderation/members/{id}/warn', 'moderation', 'Warn a member', {
  description:
    'Sends the member a notification and a mail with the moderator’s note, and resolves the open reports about ' +
    `them. A moderator cannot be warned (a 409). ${RULES}`,
  example: {
    input: { id: SAM, note: 'Please return Heat to Dana this week.' },
    output: { ...ACTION, action: 'warn', note: 'Please return Heat to Dana this week.', until: null },
  },
});

export const suspendMeta = restMeta(
  'POST',
  '/moderation/members/{id}/suspend',
  'moderation',
  'Suspend a member',
  {
    description:
      'Suspends the member until `until`, or indefinitely without it: their sessions end at once everywhere, they ' +
      'cannot sign in, their discs leave the shelf, requests they made or got are declined, and both members ' +
      'of each loan in progress are told it is flagged. Resolves the open reports about them. A moderator ' +
      `cannot be suspended (a 409); an end in the past is a 400. ${RULES}`,
    example: {
      input: {
        id: SAM,
        reason: 'Kept three discs and stopped answering.',
        until: '2026-12-24T00:00:00.000Z',
      },
      output: ACTION,
    },
  },
);

export const unsuspendMeta = restMeta(
  'POST',
  '/moderation/members/{id}/unsuspend',
  'moderation',
  'End a member’s suspension',
  {
    description: `Lets the member sign in again and puts their rentable discs back on the shelf. A member who is not suspended is a 409. ${RULES}`,
    example: {
      input: { id: SAM },
      output: { ...ACTION, action: 'unsuspend', note: '', until: null },
    },
  },
);

export const settleDisputeMeta = restMeta(
  'POST',
  '/moderation/disputes/{id}/settle',
  'moderation',
  'Settle an escalated dispute',
  {
    description:
      'Ends a dispute its two members did not settle in seven days, as a moderator decides: returned fine, damaged ' +
      '(the borrower pays the owner 1 or 2 credits more) or lost (1 to 5 credits more, 3 by default), exactly as ' +
      'if the members had agreed it, and both are told. A dispute that has not been escalated, or is settled ' +
      `already, is a 409; a moderator cannot settle a dispute of their own (a 409). ${RULES}`,
    example: {
      input: { id: 9, outcome: 'damaged', credits: 2 },
      output: {
        ...ACTION,
        action: 'settle_dispute',
        member: null,
        loanId: 9,
        note: 'Heat: damaged, 2 credits more from Sam R. to Dana K.',
        until: null,
      },
    },
  },
);
