import { MEMBER_MESSAGE_MAX } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { relativeTime } from '../../../components/notifications/relative-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { showFailure } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import type { Loan } from './loan-text.ts';

/**
 * docs/product.md §3 'Loan thread': the loan's own conversation with the other member, connected or
 * not. The other member's messages arrive live (a loan_message notification refreshes it).
 */
export function LoanThread({ loan }: { loan: Loan }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useQuery(trpc.loanThreads.get.queryOptions({ id: loan.id }));
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const name = loan.otherParty.displayName;
  const send = useMutation(
    trpc.loanThreads.post.mutationOptions({
      onSuccess: () => {
        setDraft('');
        void queryClient.invalidateQueries({ queryKey: trpc.loanThreads.get.queryKey({ id: loan.id }) });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return void handleUnauthorized();
        showFailure(error, 'Please try again.', 'Failed to send message');
      },
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (message && !send.isPending) send.mutate({ id: loan.id, message });
  };
  const messages = thread.data?.messages ?? [];

  return (
    <section aria-label={`Messages with ${name} about ${loan.title}`} className="mt-3">
      <h5 className="font-retro text-lg tracking-wide text-neon-cyan uppercase">Talk with {name}</h5>
      {thread.isError ? <p className="text-sm text-danger">The messages could not be loaded.</p> : null}
      {messages.length ? (
        <ol className="mt-1 max-h-60 space-y-1.5 overflow-y-auto" aria-live="polite">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'rounded-md px-2 py-1 text-sm',
                message.mine ? 'ml-6 bg-neon-pink/10 text-ink' : 'mr-6 bg-midnight-800 text-ink',
              )}
            >
              <span className="sr-only">{message.mine ? 'You' : name}: </span>
              <span className="break-words whitespace-pre-wrap">{message.message}</span>
              <span className="ml-2 text-xs text-muted">{relativeTime(message.sentAt)}</span>
            </li>
          ))}
        </ol>
      ) : thread.isSuccess ? (
        <p className="mt-1 text-sm text-muted">No messages yet. Say hello and arrange the hand-over.</p>
      ) : null}
      {thread.data && !thread.data.writable ? (
        <p className="mt-1 text-sm text-muted">This thread is read-only.</p>
      ) : thread.data ? (
        <form onSubmit={onSubmit} className="mt-2 flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message {name}
          </label>
          <Textarea
            id={inputId}
            rows={2}
            className="min-h-12"
            value={draft}
            maxLength={MEMBER_MESSAGE_MAX}
            placeholder={`Message ${name}…`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!draft.trim() || send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Send
          </Button>
        </form>
      ) : null}
    </section>
  );
}
