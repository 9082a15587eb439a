import { CHAT_MESSAGE_MAX } from '@chuck/api/client';
import { SendHorizontal } from 'lucide-react';
import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { fieldStyles } from '../ui/input.tsx';

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  sending: boolean;
  /** The buttons beside Send: search, voice and video. */
  tools: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** docs/product.md §2: the chat's text box and send button; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ draft, onDraftChange, onSend, sending, tools, inputRef }: ChatComposerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  const nearLimit = draft.length > CHAT_MESSAGE_MAX - 200;
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 border-t-2 border-midnight-700 bg-midnight-900 p-3"
    >
      <textarea
        ref={inputRef}
        aria-label="Message Chuck"
        placeholder="Ask Chuck about a movie..."
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(fieldStyles, 'resize-none py-2 text-sm')}
      />
      <div className="flex items-center gap-1">
        {tools}
        {nearLimit ? (
          <span className="ml-auto font-retro text-base text-muted" aria-live="polite">
            {draft.length}/{CHAT_MESSAGE_MAX}
          </span>
        ) : null}
        <Button type="submit" size="sm" disabled={sending} className={cn('h-10', !nearLimit && 'ml-auto')}>
          <SendHorizontal aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  );
}
