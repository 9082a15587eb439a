// Test helpers for the chat widget: a small stateful chat server behind the tRPC mock, and the
// widget rendered with the app's real providers and toaster.
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { AppProviders } from '../../app/app-providers.tsx';
import { STORAGE_KEYS } from '../../lib/session.ts';
import { server } from '../../test/msw-server.ts';
import { ok, type RecordedCalls, recordingTrpc, type TrpcResolvers } from '../../test/trpc-mock.ts';
import { Toaster } from '../ui/toaster.tsx';
import { ChatWidget } from './chat-widget.tsx';
import type { ChatMessage } from './use-chat.ts';
import { WIDGET_VIEW_KEY, type WidgetView } from './use-widget-view.ts';

export const SESSION_ID = 's-0a1b2c3d-4e5f6a7b-8c9d0e1f-deadbeef';
/** How long the fake chat.awaitReply holds a call with no reply to give (the server: 3 s). */
const AWAIT_HOLD_MS = 200;

export interface ChatServer {
  messages: ChatMessage[];
  calls: RecordedCalls;
  /** Chuck's answer to the visitor's next messages, written when the history is next read. */
  reply: (text: string) => void;
  /** Stores a message the way chat.send does. */
  add: (role: ChatMessage['role'], content: string) => ChatMessage;
}

/** Answers chat.history and chat.send like the server does (Chuck replies in the background). */
export function serveChat(overrides: TrpcResolvers = {}): ChatServer {
  let nextId = 1;
  const pendingReplies: string[] = [];
  const state: ChatServer = {
    messages: [],
    calls: {},
    reply: (text) => pendingReplies.push(text),
    add: (role, content) => {
      const message = { id: nextId++, role, content, timestamp: '2024-05-01T20:15:00.000Z', films: [] };
      state.messages.push(message);
      return message;
    },
  };
  const { add } = state;
  // Chuck's pending answer, written once the visitor's message is the last line.
  const writeReply = () => {
    const last = state.messages.at(-1);
    const text = pendingReplies[0];
    if (last?.role !== 'user' || text === undefined) return;
    pendingReplies.shift();
    add('assistant', text);
  };
  const resolvers: TrpcResolvers = {
    'chat.history': () => {
      writeReply();
      return ok([...state.messages]);
    },
    // Like the server: the reply after that message once written, else null after holding a while.
    'chat.awaitReply': async (input) => {
      writeReply();
      const to = (input as { to: number }).to;
      const reply = state.messages.find((m) => m.role === 'assistant' && m.id > to);
      if (!reply) await new Promise((resolve) => setTimeout(resolve, AWAIT_HOLD_MS));
      return ok(reply ?? null);
    },
    'chat.send': (input) => ok(add('user', (input as { content: string }).content)),
    ...overrides,
  };
  const { handler, calls } = recordingTrpc(resolvers);
  state.calls = calls;
  server.use(handler);
  return state;
}

/** The widget for SESSION_ID, starting in `view` as if remembered from an earlier visit (null: none). */
export function renderChat(view: WidgetView | null = 'open') {
  window.localStorage.setItem(STORAGE_KEYS.sessionId, SESSION_ID);
  if (view) window.localStorage.setItem(WIDGET_VIEW_KEY, view);
  else window.localStorage.removeItem(WIDGET_VIEW_KEY);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders>
      <ChatWidget sessionId={SESSION_ID} />
      <Toaster />
    </AppProviders>,
  );
  return { ...result, user };
}

/** The visible toast reads each of `texts`. */
export async function expectToast(...texts: string[]) {
  await waitFor(() => {
    const toast = document.querySelector('li[data-state="open"]');
    for (const text of texts) expect(toast).toHaveTextContent(text);
  });
}
