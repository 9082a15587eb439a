import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LIST,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { requireLogin } from '../../lib/login-required.ts';
import { showFailure, toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { CountedTextarea } from '../ui/counted-textarea.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormActions } from '../ui/form-actions.tsx';

/** What is reported: its kind and id, and how the dialog names it ('Sam R.', 'this message'). */
export interface ReportTarget {
  kind: ReportKind;
  targetId: string;
  name: string;
}

/**
 * docs/product.md §3 'Reports and moderation': a reason, an optional note, Send. The reporter hears
 * 'Thanks — a moderator will look at it' and nothing of the outcome.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title="Report to the moderators"
          description={`What is wrong with ${target.name}? Only the club's moderators see your report.`}
        >
          <ReportForm target={target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const trpc = useTRPC();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useMutation(trpc.reports.create.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { kind: target.kind, targetId: target.targetId, reason, note: note.trim() || undefined },
      {
        onSuccess: (receipt) => {
          toast({ title: 'Report sent', description: receipt.message });
          onClose();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            onClose();
            requireLogin('report');
            return;
          }
          showFailure(error, 'Failed to send the report. Please try again.', 'Report not sent');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Reason</legend>
        {REPORT_REASON_LIST.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              disabled={report.isPending}
            />
            {REPORT_REASONS[value]}
          </label>
        ))}
      </fieldset>
      <CountedTextarea
        label="Note for the moderators (optional)"
        value={note}
        onChange={setNote}
        max={REPORT_NOTE_MAX}
        disabled={report.isPending}
        rows={3}
      />
      <FormActions
        inDialog
        pending={report.isPending}
        blocked={reason === null}
        onCancel={onClose}
        submit="Send Report"
        sending="Sending..."
      />
    </form>
  );
}
