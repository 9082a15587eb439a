import { lazy, Suspense } from 'react';
import { useSessionId } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { ChatQuestion } from './chat-widget.tsx';

// Chuck's counter loads just after the page itself, so it never holds up the first paint.
const ChatWidget = lazy(async () => ({
  default: (await import('./chat-widget.tsx')).ChatWidget,
}));

/**
 * docs/product.md §2 Home: Chuck's chat widget, keyed by the session (a new session, a fresh widget).
 * `question`, when a page asks Chuck something for the visitor (the film page's 'Ask Chuck for more
 * like this'), opens the widget and sends it.
 */
export function ChatWidgetSlot({ question }: { question?: ChatQuestion }) {
  const sessionId = useSessionId();
  // Not in the prerendered page: it mounts once the app has taken that page over.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget key={sessionId} sessionId={sessionId} question={question} />
    </Suspense>
  );
}
