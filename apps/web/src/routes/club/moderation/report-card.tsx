import { REPORT_REASONS } from '@chuck/api/client';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { MemberActionTarget } from './member-action-dialog.tsx';
import type { ModerationActions, OpenReport } from './use-moderation.ts';

const KIND_LABELS: Record<OpenReport['kind'], string> = {
  member: 'Member',
  message: 'Message',
  review: 'Review',
  disc: 'Disc listing',
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** One open report: what was reported, by whom, the member's history and the actions. */
export function ReportCard({
  report,
  actions,
  onMemberAction,
}: {
  report: OpenReport;
  actions: ModerationActions;
  onMemberAction: (target: MemberActionTarget) => void;
}) {
  const { member } = report;
  const { history } = member;
  return (
    <li
      className="grid gap-3 rounded-lg border border-midnight-600 bg-midnight-900/60 p-4"
      aria-label={`Report about ${member.name}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{KIND_LABELS[report.kind]}</Badge>
        <Badge variant="danger">{REPORT_REASONS[report.reason]}</Badge>
        <span className="text-muted">
          {day(report.createdAt)} · reported by{' '}
          <MemberLink memberId={report.reporter.id} name={report.reporter.name} />
        </span>
      </p>
      <p className="text-ink">
        About <MemberLink memberId={member.id} name={member.name} />
        {history.suspended ? (
          <Badge variant="danger" className="ml-2">
            Suspended
          </Badge>
        ) : null}
      </p>
      <blockquote className="rounded-md border-l-4 border-ticket-400 bg-midnight-950/60 px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
        {report.content}
      </blockquote>
      {report.note ? <p className="text-sm text-muted">Reporter’s note: “{report.note}”</p> : null}
      <details className="text-sm text-muted">
        <summary className="cursor-pointer text-ink">History of {member.name}</summary>
        <ul className="mt-2 grid gap-1">
          <li>Member since {day(history.joinedAt)}</li>
          <li>
            Reports about them: {history.reportsAgainst} · Disputes: {history.disputes} · Reviews:{' '}
            {history.reviews.up} up · {history.reviews.down} down
          </li>
          {history.loans.map((loan) => (
            <li key={loan.id}>
              {loan.title}: {loan.role}, {loan.status.replace('_', ' ')}
              {loan.dispute !== null ? ` — disputed: “${loan.dispute}”` : ''}
            </li>
          ))}
          {history.reviews.latest.map((review) => (
            <li key={`${review.fromName}-${review.note}`}>
              Thumbs {review.thumb} from {review.fromName}: “{review.note}”
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={actions.dismiss.isPending}
          onClick={() => actions.dismiss.mutate({ id: report.id })}
        >
          Dismiss
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onMemberAction({ action: 'warn', member })}>
          Warn
        </Button>
        <Button size="sm" variant="destructive" onClick={() => onMemberAction({ action: 'suspend', member })}>
          Suspend
        </Button>
      </div>
    </li>
  );
}
