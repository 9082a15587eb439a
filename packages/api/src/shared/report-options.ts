// docs/product.md §3 'Reports and moderation': what a member can report, why, and how often. Zod-free,
// so the report dialog offers exactly the server's reasons and limits.

/** What a report is about: a member, a direct message, a loan review or a disc listing. */
export const REPORT_KINDS = ['member', 'message', 'review', 'disc'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The reasons, with the words the dialog shows. */
export const REPORT_REASONS = {
  spam: 'Spam',
  harassment: 'Harassment',
  did_not_return: 'Did not return a disc',
  misleading_listing: 'Misleading listing',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_LIST = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** Reports one member may send in a day (24 hours). */
export const REPORTS_PER_DAY = 10;
/** The optional note with a report, counted after trimming. */
export const REPORT_NOTE_MAX = 1000;
/** What the reporter is told; never the outcome's details. */
export const REPORT_THANKS = 'Thanks — a moderator will look at it';
/** What a member who may not moderate is told. */
export const MODERATORS_ONLY = 'Only the club’s moderators can do this.';
