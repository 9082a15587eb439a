import { MemberLink } from '../../../components/member/member-link.tsx';
import type { LogEntry } from './use-moderation.ts';

const VERBS: Record<LogEntry['action'], string> = {
  dismiss: 'dismissed a report about',
  warn: 'warned',
  suspend: 'suspended',
  unsuspend: 'ended the suspension of',
  settle_dispute: 'settled a dispute',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log: who did what to whom, when and why, newest first. */
export function ModerationLog({ actions }: { actions: LogEntry[] }) {
  if (actions.length === 0) return <p className="text-sm text-muted">No moderator has acted yet.</p>;
  return (
    <ol aria-label="Moderation log" className="grid gap-2">
      {actions.map((entry) => (
        <li key={entry.id} className="rounded-md border border-midnight-600 px-3 py-2 text-sm text-ink">
          <span className="text-muted">{when(entry.createdAt)}: </span>
          <MemberLink memberId={entry.moderator.id} name={entry.moderator.name} /> {VERBS[entry.action]}{' '}
          {entry.member ? (
            <MemberLink memberId={entry.member.id} name={entry.member.name} />
          ) : entry.action === 'settle_dispute' ? null : (
            'a member'
          )}
          {entry.action === 'suspend' ? (entry.until ? ` until ${when(entry.until)}` : ' indefinitely') : ''}
          {entry.note ? (
            <span className="block text-muted">
              {entry.action === 'settle_dispute' ? 'Outcome' : 'Why'}: {entry.note}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
