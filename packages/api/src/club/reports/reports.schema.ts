import { z } from 'zod';
import { SAM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  REPORT_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REASON_LIST,
  REPORT_THANKS,
  REPORTS_PER_DAY,
} from '../../shared/report-options.ts';

export const ZReportInput = z.object({
  kind: z.enum(REPORT_KINDS, { error: `kind must be one of: ${REPORT_KINDS.join(', ')}` }),
  targetId: z
    .string({ error: 'targetId must be the id of what you report' })
    .trim()
    .min(1, 'targetId must be the id of what you report')
    .max(100, 'targetId is too long'),
  reason: z.enum(REPORT_REASON_LIST, { error: `reason must be one of: ${REPORT_REASON_LIST.join(', ')}` }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(REPORT_NOTE_MAX, `The note is at most ${REPORT_NOTE_MAX} characters`)
    .optional(),
});
export type ReportInput = z.infer<typeof ZReportInput>;

export const ZReportReceipt = z.object({
  id: z.number().int(),
  message: z.string().describe(`Always “${REPORT_THANKS}”`),
});
export type ReportReceipt = z.infer<typeof ZReportReceipt>;

export const createMeta = restMeta(
  'POST',
  '/reports',
  'moderation',
  'Report a member, a message, a review or a disc',
  {
    created: true,
    description:
      'Sends a report to the club’s moderators (docs/product.md §3 “Reports and moderation”): a member (targetId ' +
      'is their id), a direct message sent to you, a loan review, or a disc listing, with a reason and an ' +
      `optional note. Answers 201 with “${REPORT_THANKS}”; the reporter is never told the outcome. At most ` +
      `${REPORTS_PER_DAY} reports a day (then a 429). Reporting yourself or your own content is a 400; something ` +
      'that does not exist, or that you cannot see, is a 404; reporting the same thing again while a moderator ' +
      'has not looked at it is a 409.',
    example: {
      input: {
        kind: 'member',
        targetId: SAM,
        reason: 'did_not_return',
        note: 'Heat is three weeks overdue.',
      },
      output: { id: 7, message: REPORT_THANKS },
    },
  },
);
