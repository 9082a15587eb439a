import { REPORT_NOTE_MAX } from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ModerationActions } from './use-moderation.ts';

export interface MemberActionTarget {
  action: 'warn' | 'suspend';
  member: { id: string; name: string };
}

/**
 * docs/product.md §3 'Reports and moderation': Warn (the note the member reads, by notification and
 * mail) or Suspend (the reason, and an end date or indefinitely).
 */
export function MemberActionDialog({
  target,
  actions,
  onClose,
}: {
  target: MemberActionTarget | null;
  actions: ModerationActions;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={`${target.action === 'warn' ? 'Warn' : 'Suspend'} ${target.member.name}`}
          description={
            target.action === 'warn'
              ? 'They get a notification and a mail with your note.'
              : 'Their sessions end at once, their discs leave the shelf and their open requests are declined.'
          }
        >
          <MemberActionForm target={target} actions={actions} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MemberActionForm({
  target,
  actions,
  onClose,
}: {
  target: MemberActionTarget;
  actions: ModerationActions;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [until, setUntil] = useState('');
  const mutation = target.action === 'warn' ? actions.warn : actions.suspend;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = { onSuccess: onClose };
    if (target.action === 'warn') actions.warn.mutate({ id: target.member.id, note: text }, done);
    else
      actions.suspend.mutate(
        {
          id: target.member.id,
          reason: text,
          ...(until ? { until: new Date(`${until}T00:00:00Z`).toISOString() } : {}),
        },
        done,
      );
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <CountedTextarea
        label={target.action === 'warn' ? 'Note to the member' : 'Reason'}
        value={text}
        onChange={setText}
        max={REPORT_NOTE_MAX}
        disabled={mutation.isPending}
        rows={3}
      />
      {target.action === 'suspend' ? (
        <TextField
          label="Suspended until"
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          hint="Leave it empty to suspend indefinitely."
          disabled={mutation.isPending}
        />
      ) : null}
      <FormActions
        inDialog
        pending={mutation.isPending}
        blocked={text.trim() === ''}
        onCancel={onClose}
        submit={target.action === 'warn' ? 'Send Warning' : 'Suspend'}
        sending="Saving..."
      />
    </form>
  );
}
