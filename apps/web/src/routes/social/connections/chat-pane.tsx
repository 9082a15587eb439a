import { MEMBER_MESSAGE_MAX } from '@chuck/api/client';
import { MessageSquare, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { relativeTime } from '../../../components/notifications/relative-time.ts';
import { ReportButton } from '../../../components/report/report-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { CurrentUser } from '../../../lib/auth.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import type { Connection } from './connection-text.ts';
import { type Message, useConversation } from './use-conversation.ts';

/** The conversation with one connection: history (oldest first), 'Load earlier', and the composer. */
export function ChatPane({ user, connection }: { user: CurrentUser; connection: Connection | null }) {
  const chat = useConversation(user.id, connection?.id ?? null);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const log = useRef<HTMLOListElement>(null);
  const newestId = chat.messages.at(-1)?.id;

  // Follow the newest message (sent or received), not older pages loaded above.
  useEffect(() => {
    if (newestId !== undefined && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newestId]);

  // docs/product.md §5: a non-blank message and a selected connection, else nothing happens.
  const send = () => {
    const message = draft.trim();
    if (!connection || !message || chat.send.isPending) return;
    chat.send.mutate(
      {
        receiverId: connection.otherUser.id,
        connectionId: connection.id,
        message,
        movieContext: connection.movieTitle,
      },
      {
        onSuccess: () => {
          setDraft('');
          toast({ title: 'Message sent!' });
        },
        // What was typed stays in the box.
        onError: (error) => {
          if (isUnauthorizedError(error)) return void handleUnauthorized();
          showFailure(error, 'Please try again.', 'Failed to send message');
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Enter sends; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const name = connection?.otherUser.displayName;
  return (
    <section
      aria-label={name ? `Conversation with ${name}` : 'Conversation'}
      className="flex min-h-[26rem] flex-col overflow-hidden rounded-lg border border-midnight-700 bg-midnight-900/90"
    >
      <header className="border-b border-midnight-700 px-4 py-3">
        <h3 className="font-display text-base text-ticket-400">
          {connection ? (
            <MemberLink
              memberId={connection.otherUser.id}
              name={connection.otherUser.displayName}
              className="font-normal text-ticket-400"
            />
          ) : (
            'Messages'
          )}
        </h3>
        {connection ? <p className="text-xs text-muted">Connected through: {connection.movieTitle}</p> : null}
      </header>
      <div className="relative flex-1">
        {!connection ? (
          <Placeholder>Pick a connection to start chatting.</Placeholder>
        ) : chat.query.isLoading ? (
          <div className="flex h-80 items-center justify-center">
            <LoadingTape size="sm" label="Rewinding the conversation..." />
          </div>
        ) : chat.query.error ? (
          <div className="grid h-80 content-center justify-items-center gap-3 px-4">
            <FormAlert>{errorMessage(chat.query.error, 'Failed to load messages.')}</FormAlert>
            <Button variant="secondary" size="sm" onClick={() => void chat.query.refetch()}>
              Try again
            </Button>
          </div>
        ) : chat.messages.length === 0 ? (
          <Placeholder>Start the conversation!</Placeholder>
        ) : (
          <ol
            ref={log}
            role="log"
            aria-label="Messages"
            className="flex h-80 flex-col gap-2 overflow-y-auto overscroll-contain px-4 py-3"
          >
            {chat.hasEarlier ? (
              <li className="flex flex-col items-center gap-1 pb-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void chat.loadEarlier()}
                  disabled={chat.loadingEarlier}
                >
                  {chat.loadingEarlier ? 'Loading...' : 'Load earlier'}
                </Button>
                {chat.earlierError ? (
                  <span className="text-xs text-danger">
                    {errorMessage(chat.earlierError, 'Failed to load messages.')}
                  </span>
                ) : null}
              </li>
            ) : null}
            {chat.messages.map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.senderId === user.id} />
            ))}
          </ol>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-midnight-700 p-3">
        <div className="min-w-0 flex-1">
          <Label htmlFor={inputId} className="sr-only">
            Message
          </Label>
          <Textarea
            id={inputId}
            rows={1}
            maxLength={MEMBER_MESSAGE_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={!connection}
            placeholder={connection ? `Message ${name}...` : 'Choose a connection first'}
            className="min-h-11 resize-none"
          />
        </div>
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={!connection || !draft.trim() || chat.send.isPending}
        >
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}

function Placeholder({ children }: { children: string }) {
  return (
    <div className="flex h-80 flex-col items-center justify-center gap-3 px-6 text-center">
      <MessageSquare aria-hidden="true" className="size-10 text-neon-cyan" />
      <p className="font-display text-lg text-ticket-400">{children}</p>
    </div>
  );
}

/** The text is rendered as text (React escapes it), never as HTML. */
function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'bg-ticket-400 text-midnight-950' : 'border border-midnight-600 bg-midnight-800 text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Them: '}</span>
        {message.message}
      </p>
      <span className="mt-0.5 flex items-center gap-1 font-retro text-sm leading-none text-muted">
        {relativeTime(message.sentAt)}
        {mine ? null : (
          <ReportButton target={{ kind: 'message', targetId: String(message.id), name: 'this message' }} />
        )}
      </span>
    </li>
  );
}
