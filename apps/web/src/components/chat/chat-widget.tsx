import { MessageSquareText, Minus, Search, Video, X } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { ChatMovieSearch, tellMeAbout } from './chat-movie-search.tsx';
import { useChat } from './use-chat.ts';
import { useWidgetView } from './use-widget-view.ts';
import { VoiceButton } from './voice-button.tsx';

export const CHAT_TITLE = 'Chuck - Movie Clerk';

// The call's code (WebRTC, speech) only downloads when someone starts a call.
const VideoChatOverlay = lazy(async () => ({
  default: (await import('../video-chat/video-chat-overlay.tsx')).VideoChatOverlay,
}));

// Phones: a full-width sheet along the bottom; wider screens: a card in the bottom-right corner.
const dock = 'fixed inset-x-0 bottom-0 z-30 sm:inset-x-auto sm:right-4 sm:bottom-4';

/** A question a page asks Chuck for the visitor; a new `id` asks again, even in the same words. */
export interface ChatQuestion {
  text: string;
  id: number;
}

/**
 * docs/product.md §2 'Chat widget': Chuck's chat, open, minimised to a bar, or closed to a launcher button.
 * Escape minimises it; focus follows the control that replaces the one pressed. A `question` opens it
 * and is sent, once.
 */
export function ChatWidget({ sessionId, question }: { sessionId: string; question?: ChatQuestion }) {
  const [view, setView] = useWidgetView();
  const [inCall, setInCall] = useState(false);
  // Focus moves only after the visitor changed the view, never on page load.
  const changedByVisitor = useRef(false);
  const change = (next: typeof view) => {
    changedByVisitor.current = true;
    setView(next);
  };
  const focusOnMount = changedByVisitor.current;
  useRoomAtPageEnd();

  // Kept here, not in the panel: minimising and restoring the panel must not ask it again.
  const [pending, setPending] = useState<ChatQuestion | null>(null);
  const asked = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new question opens the widget.
  useEffect(() => {
    if (!question || question.id === asked.current) return;
    asked.current = question.id;
    setPending(question);
    change('open');
  }, [question]);

  return (
    <>
      {view === 'open' ? (
        <ChatPanel
          sessionId={sessionId}
          focusOnMount={focusOnMount}
          question={pending}
          onAsked={() => setPending(null)}
          onMinimise={() => change('minimised')}
          onClose={() => change('closed')}
          onVideoChat={() => setInCall(true)}
        />
      ) : view === 'minimised' ? (
        <MinimisedBar
          focusOnMount={focusOnMount}
          onRestore={() => change('open')}
          onClose={() => change('closed')}
        />
      ) : (
        <Launcher focusOnMount={focusOnMount} onOpen={() => change('open')} />
      )}
      {inCall ? (
        <Suspense fallback={null}>
          <VideoChatOverlay sessionId={sessionId} onClose={() => setInCall(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The launcher and the bar float over the page's last lines (the footer): while the widget is on
 * the page, the page gets that much more room at its end so nothing stays hidden underneath.
 */
function useRoomAtPageEnd() {
  useEffect(() => {
    const { style } = document.body;
    const before = style.paddingBottom;
    style.paddingBottom = '5rem';
    return () => {
      style.paddingBottom = before;
    };
  }, []);
}

interface ChatPanelProps {
  sessionId: string;
  focusOnMount: boolean;
  /** Sent as soon as the panel shows; `onAsked` then clears it. */
  question: ChatQuestion | null;
  onAsked: () => void;
  onMinimise: () => void;
  onClose: () => void;
  onVideoChat: () => void;
}

function ChatPanel({
  sessionId,
  focusOnMount,
  question,
  onAsked,
  onMinimise,
  onClose,
  onVideoChat,
}: ChatPanelProps) {
  const chat = useChat(sessionId);
  const [draft, setDraft] = useState('');
  const [searching, setSearching] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const focusInput = () => {
    // After React has put the box back (the search panel may just have closed).
    requestAnimationFrame(() => {
      const box = input.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel appears.
  useEffect(() => {
    if (focusOnMount) focusInput();
  }, []);

  // A page's question goes out like a typed one; if it fails, its words wait in the box.
  const sent = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new question arrives.
  useEffect(() => {
    if (!question || question.id === sent.current) return;
    sent.current = question.id;
    chat.send(question.text, () => setDraft((current) => (current.trim() ? current : question.text)));
    onAsked();
  }, [question]);

  const send = () => {
    const text = draft.trim();
    if (!text || chat.sending !== null) return;
    setDraft('');
    // docs/product.md §8: a failed send is only logged, but the visitor's words come back to the box.
    chat.send(text, () => setDraft((current) => (current.trim() ? current : text)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The search box uses Escape first to close its suggestions.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (searching) {
      setSearching(false);
      focusInput();
    } else {
      onMinimise();
    }
  };

  return (
    <section
      aria-labelledby="chat-widget-title"
      onKeyDown={onKeyDown}
      className={cn(
        dock,
        'flex h-[min(32rem,80dvh)] flex-col rounded-t-xl border-2 border-b-0 border-neon-cyan/60 bg-midnight-900 shadow-neon-cyan',
        'sm:h-[min(36rem,calc(100dvh-2rem))] sm:w-[24rem] sm:rounded-xl sm:border-b-2',
      )}
    >
      <span aria-hidden="true" className="neon-rule rounded-t-xl" />
      <header className="flex items-center gap-2 border-b-2 border-midnight-700 py-2 pr-2 pl-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-ticket-400 bg-midnight-800 font-display text-ticket-400"
        >
          C
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-widget-title" className="truncate font-display text-base text-ticket-400">
            {CHAT_TITLE}
          </h2>
          <p className="font-retro text-base leading-none text-neon-cyan">On shift 24/7</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Minimise chat"
          onClick={onMinimise}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-9" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>
      {searching ? (
        <ChatMovieSearch
          onPick={(movie) => {
            setDraft(tellMeAbout(movie));
            setSearching(false);
            focusInput();
          }}
        />
      ) : null}
      <ChatMessageList
        sessionId={sessionId}
        messages={chat.messages}
        loadFailed={chat.loadFailed}
        sending={chat.sending}
        chuckIsTyping={chat.chuckIsTyping}
        slowDown={chat.slowDown}
      />
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={send}
        sending={chat.sending !== null}
        inputRef={input}
        tools={
          <>
            <Button
              variant={searching ? 'neon' : 'ghost'}
              size="icon"
              className="size-10"
              aria-label="Search movies"
              aria-pressed={searching}
              title="Find a film to ask about"
              onClick={() => setSearching((open) => !open)}
            >
              <Search aria-hidden="true" />
            </Button>
            <VoiceButton
              onText={(heard) => {
                setDraft((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard));
                focusInput();
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              className="size-10"
              aria-label="Video chat"
              title="Video chat with Chuck"
              onClick={onVideoChat}
            >
              <Video aria-hidden="true" />
            </Button>
          </>
        }
      />
    </section>
  );
}

function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the control appears.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return ref;
}

function MinimisedBar({
  focusOnMount,
  onRestore,
  onClose,
}: {
  focusOnMount: boolean;
  onRestore: () => void;
  onClose: () => void;
}) {
  const restore = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  return (
    <section
      aria-label={CHAT_TITLE}
      className={cn(
        dock,
        'chat-floating flex items-center gap-1 border-2 border-b-0 border-neon-cyan/60 bg-midnight-900 p-1 shadow-neon-cyan',
        'sm:w-[20rem] sm:rounded-xl sm:border-b-2',
      )}
    >
      <button
        ref={restore}
        type="button"
        aria-label={`Restore chat: ${CHAT_TITLE}`}
        onClick={onRestore}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left hover:bg-midnight-800"
      >
        <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-neon-cyan" />
        <span className="truncate font-display text-sm text-ticket-400">{CHAT_TITLE}</span>
      </button>
      <Button variant="ghost" size="icon" className="size-9" aria-label="Close chat" onClick={onClose}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

function Launcher({ focusOnMount, onOpen }: { focusOnMount: boolean; onOpen: () => void }) {
  const button = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  return (
    <Button ref={button} onClick={onOpen} className="chat-floating fixed right-4 bottom-4 z-30 rounded-full">
      <MessageSquareText aria-hidden="true" />
      Chat with Chuck
    </Button>
  );
}
