import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionId } from '../../lib/session.ts';

// Chuck's counter loads just after the page itself, so it never holds up the first paint.
const ChatWidget = lazy(async () => ({
  default: (await import('../../components/chat/chat-widget.tsx')).ChatWidget,
}));

/** Spec §2 Home: Chuck's chat widget, keyed by the visitor's session (a new session, a fresh widget). */
export function ChatWidgetSlot() {
  const sessionId = useSessionId();
  // Not part of the prerendered page: it mounts once the app has taken the page over, so the markup
  // the app hydrates never holds a boundary that the build could not render.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget key={sessionId} sessionId={sessionId} />
    </Suspense>
  );
}
