import { useState } from 'react';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DisputeCard } from './dispute-card.tsx';
import { MemberActionDialog, type MemberActionTarget } from './member-action-dialog.tsx';
import { ModerationLog } from './moderation-log.tsx';
import { ReportCard } from './report-card.tsx';
import { useModerationActions, useModerationLog, useModerationQueue } from './use-moderation.ts';

/**
 * docs/product.md §3 'Reports and moderation': the moderators' screen. Open reports oldest first,
 * each with the member's history and the actions; the disputes members could not settle; the
 * members suspended now; the audit log.
 */
export function ModerationPage() {
  usePageTitle('Moderation');
  return (
    <>
      <PageHero aisle="Back Office · Moderators" title="Moderation">
        <p>Reports from members, oldest first. Every action you take is kept in the log below.</p>
      </PageHero>
      <MembersOnly
        visitor={<LoginRequiredCard returnTo="/moderation">Moderators sign in first.</LoginRequiredCard>}
      >
        {() => <ModerationDesk />}
      </MembersOnly>
    </>
  );
}

function ModerationDesk() {
  const queue = useModerationQueue();
  const log = useModerationLog();
  const actions = useModerationActions();
  const [target, setTarget] = useState<MemberActionTarget | null>(null);
  if (queue.isError)
    return <FormAlert>{errorMessage(queue.error, 'The reports could not be loaded.')}</FormAlert>;
  if (!queue.data) return <LoadingTape label="Opening the back office..." />;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Open reports</CardTitle>
          </CardHeader>
          <CardContent>
            {queue.data.reports.length === 0 ? (
              <p className="text-sm text-muted">No open reports. Be kind, rewind.</p>
            ) : (
              <ul aria-label="Open reports" className="grid gap-4">
                {queue.data.reports.map((report) => (
                  <ReportCard key={report.id} report={report} actions={actions} onMemberAction={setTarget} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Disputes</CardTitle>
          </CardHeader>
          <CardContent>
            {queue.data.disputes.length === 0 ? (
              <p className="text-sm text-muted">No disputes waiting. Every loan ended as agreed.</p>
            ) : (
              <ul aria-label="Escalated disputes" className="grid gap-4">
                {queue.data.disputes.map((dispute) => (
                  <DisputeCard key={dispute.id} dispute={dispute} actions={actions} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Suspended members</CardTitle>
          </CardHeader>
          <CardContent>
            {queue.data.suspended.length ? (
              <ul aria-label="Suspended members" className="grid gap-2">
                {queue.data.suspended.map((member) => (
                  <li key={member.id} className="flex flex-wrap items-center gap-2 text-sm text-ink">
                    <MemberLink memberId={member.id} name={member.name} />
                    <span className="text-muted">{member.reason}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      className="ml-auto"
                      aria-label={`Unsuspend ${member.name}`}
                      disabled={actions.unsuspend.isPending}
                      onClick={() => actions.unsuspend.mutate({ id: member.id })}
                    >
                      Unsuspend
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">Nobody is suspended.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Log</CardTitle>
          </CardHeader>
          <CardContent>
            <ModerationLog actions={log.data?.actions ?? []} />
          </CardContent>
        </Card>
      </div>
      <MemberActionDialog target={target} actions={actions} onClose={() => setTarget(null)} />
    </div>
  );
}
