import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { LoadingTape } from '../ui/loading-tape.tsx';
import { withFilmLinks } from './film-links.tsx';
import type { ChatMessage } from './use-chat.ts';

/** docs/product.md §2: the empty chat greets with the last segment of the (hyphenated) session id. */
export function sessionTag(sessionId: string): string {
  return sessionId.slice(sessionId.lastIndexOf('-') + 1);
}

export interface ChatMessageListProps {
  sessionId: string;
  messages: ChatMessage[] | undefined;
  loadFailed: boolean;
  /** The visitor's message on its way to the server. */
  sending: string | null;
  chuckIsTyping: boolean;
  /** Seconds to wait after the chat's limit refused a message; null when it did not. */
  slowDown: number | null;
}

/** The conversation, oldest first, kept scrolled to the newest line. */
export function ChatMessageList({
  sessionId,
  messages,
  loadFailed,
  sending,
  chuckIsTyping,
  slowDown,
}: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a line is added or the indicator changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count, sending, chuckIsTyping, slowDown]);

  const empty = messages !== undefined && count === 0 && sending === null;
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3">
      <div role="log" aria-label="Chat messages" aria-live="polite" className="flex flex-col gap-3">
        {messages === undefined ? (
          loadFailed ? (
            <p className="text-sm text-danger">Chuck's notes would not load. He will keep trying.</p>
          ) : (
            <LoadingTape size="sm" label="Rewinding the chat..." className="self-center py-6" />
          )
        ) : null}
        {empty ? <Greeting sessionId={sessionId} /> : null}
        {messages?.map((message) => (
          <Bubble
            key={message.id}
            author={message.role}
            content={message.content}
            films={message.films}
            timestamp={message.timestamp}
          />
        ))}
        {sending !== null ? <Bubble author="user" content={sending} /> : null}
        {chuckIsTyping ? <TypingIndicator /> : null}
        {slowDown !== null ? <Bubble author="assistant" content={slowDownLine(slowDown)} /> : null}
      </div>
    </div>
  );
}

function Greeting({ sessionId }: { sessionId: string }) {
  return (
    <div className="rounded-lg border-2 border-dashed border-midnight-600 bg-midnight-950/60 p-4 text-center">
      <p className="font-display text-ticket-400">Hey there, welcome to Chuck's!</p>
      <p className="mt-2 text-sm text-ink/90">
        I'm Chuck, your movie clerk. Ask me about any film, or tell me what you're in the mood for and I'll
        pull something off the shelf.
      </p>
      <p className="mt-3 font-retro text-lg text-muted">
        Membership card <span className="text-neon-cyan">#{sessionTag(sessionId)}</span>
      </p>
    </div>
  );
}

/** docs/product.md §4: Chuck's own words when the chat's limit refuses a message, with the wait. */
function slowDownLine(seconds: number): string {
  const wait = seconds <= 1 ? 'a second' : `${seconds} seconds`;
  return `Give me a second — I'm still rewinding the last tape. Ask me again in ${wait}.`;
}

function Bubble({
  author,
  content,
  films = [],
  timestamp,
}: {
  author: ChatMessage['role'];
  content: string;
  films?: ChatMessage['films'];
  timestamp?: string;
}) {
  const mine = author === 'user';
  const time = timestamp ? new Date(timestamp) : undefined;
  return (
    <div
      className={cn(
        'flex max-w-[85%] flex-col gap-0.5',
        mine ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      <p
        className={cn(
          'rounded-lg border-2 px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine
            ? 'rounded-br-sm border-midnight-950 bg-ticket-400 text-midnight-950'
            : 'rounded-bl-sm border-neon-cyan/50 bg-midnight-800 text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Chuck: '}</span>
        {films.length ? withFilmLinks(content, films) : content}
      </p>
      {time && !Number.isNaN(time.getTime()) ? (
        <time dateTime={timestamp} className="px-1 font-retro text-sm leading-none text-muted">
          {time.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
        </time>
      ) : mine ? (
        <span className="px-1 font-retro text-sm leading-none text-muted">Sending...</span>
      ) : null}
    </div>
  );
}

function TypingIndicator() {
  return (
    <p role="status" className="flex items-center gap-2 self-start font-retro text-lg text-neon-cyan">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 rounded-full bg-neon-cyan motion-safe:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      Chuck is typing...
    </p>
  );
}
