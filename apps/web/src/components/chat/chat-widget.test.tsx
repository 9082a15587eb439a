import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/trpc-mock.ts';
import { sessionTag } from './chat-message-list.tsx';
import { renderChat, SESSION_ID, serveChat } from './fake-chat.tsx';
import { CHAT_POLL_MS } from './use-chat.ts';
import { WIDGET_VIEW_KEY } from './use-widget-view.ts';

const widget = () => within(screen.getByRole('region', { name: 'Chuck - Movie Clerk' }));
const messageBox = () => screen.getByRole('textbox', { name: 'Message Chuck' });
const log = () => within(screen.getByRole('log', { name: 'Chat messages' }));

/** A reply held back until the test calls `release()`. */
function gate() {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chat widget: open, minimised, closed', () => {
  it('starts as a launcher on a first visit, opens with the input focused, and closes again', async () => {
    const chat = serveChat();
    const { user } = renderChat(null);
    expect(screen.queryByRole('heading', { name: 'Chuck - Movie Clerk' })).not.toBeInTheDocument();
    expect(chat.calls['chat.history']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Chat with Chuck' }));
    expect(widget().getByRole('heading', { name: 'Chuck - Movie Clerk' })).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveFocus());
    expect(window.localStorage.getItem(WIDGET_VIEW_KEY)).toBe('open');

    await user.click(widget().getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Chuck - Movie Clerk' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Chuck' })).toHaveFocus();
    expect(window.localStorage.getItem(WIDGET_VIEW_KEY)).toBe('closed');
  });

  it('minimises to a bar (button or Escape), restores from it, and closes from it', async () => {
    serveChat();
    const { user } = renderChat('open');
    await user.click(widget().getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('heading', { name: 'Chuck - Movie Clerk' })).not.toBeInTheDocument();
    const restore = widget().getByRole('button', { name: 'Restore chat: Chuck - Movie Clerk' });
    expect(restore).toHaveFocus();
    expect(window.localStorage.getItem(WIDGET_VIEW_KEY)).toBe('minimised');

    await user.click(restore);
    await waitFor(() => expect(messageBox()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(widget().getByRole('button', { name: 'Restore chat: Chuck - Movie Clerk' })).toHaveFocus();

    await user.click(widget().getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Chat with Chuck' })).toBeInTheDocument();
  });

  it('remembers a closed widget across visits, asks for no history while closed, and leaves room for itself', async () => {
    const chat = serveChat();
    const { unmount } = renderChat('closed');
    expect(screen.getByRole('button', { name: 'Chat with Chuck' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(chat.calls['chat.history']).toBeUndefined();
    // The floating launcher gets room at the page's end, so it never hides the footer's last line.
    expect(document.body.style.paddingBottom).toBe('5rem');
    unmount();
    expect(document.body.style.paddingBottom).toBe('');
  });
});

describe('chat widget: messages', () => {
  it('greets with the last segment of the session id when the chat is empty', async () => {
    serveChat();
    renderChat();
    expect(sessionTag(SESSION_ID)).toBe('deadbeef');
    expect(await log().findByText(/Hey there, welcome to Chuck's!/)).toBeInTheDocument();
    expect(log().getByText('#deadbeef')).toBeInTheDocument();
  });

  it('lists the history oldest first', async () => {
    const chat = serveChat();
    chat.add('user', 'hi chuck');
    chat.add('assistant', 'Evening! What are we watching?');
    renderChat();
    await log().findByText('Evening! What are we watching?');
    expect(
      log()
        .getAllByText(/^(You|Chuck):$/)
        .map((label) => label.parentElement?.textContent),
    ).toEqual(['You: hi chuck', 'Chuck: Evening! What are we watching?']);
    expect(log().queryByText(/Hey there/)).not.toBeInTheDocument();
  });

  it("shows the visitor's message and 'Chuck is typing...' until his reply arrives", async () => {
    const hold = gate();
    const chat = serveChat({
      'chat.send': async (input) => {
        await hold.wait;
        return ok(chat.add('user', (input as { content: string }).content));
      },
    });
    const { user } = renderChat();
    await log().findByText(/Hey there/);
    await user.type(messageBox(), '  tell me about heat  {Enter}');

    expect(log().getByText('tell me about heat')).toBeInTheDocument();
    expect(log().getByRole('status')).toHaveTextContent('Chuck is typing...');
    expect(messageBox()).toHaveValue('');
    expect(widget().getByRole('button', { name: 'Send' })).toBeDisabled();

    // Stored, but Chuck has not answered yet: he is still typing.
    hold.release();
    await waitFor(() => expect(log().queryByText('Sending...')).not.toBeInTheDocument());
    expect(log().getByText('tell me about heat')).toBeInTheDocument();
    expect(log().getByRole('status')).toHaveTextContent('Chuck is typing...');

    // His reply lands the moment it is written (the wait for it, or the polling, brings it).
    chat.reply('Heat (1995), Michael Mann. De Niro and Pacino, finally in one scene.');
    expect(
      await log().findByText(/Heat \(1995\), Michael Mann/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(log().queryByText('Chuck is typing...')).not.toBeInTheDocument();
    expect(chat.calls['chat.send']).toEqual([
      { sessionId: SESSION_ID, role: 'user', content: 'tell me about heat' },
    ]);
  });

  it('ignores a blank message, by Enter or by the Send button', async () => {
    const chat = serveChat();
    const { user } = renderChat();
    await log().findByText(/Hey there/);
    await user.type(messageBox(), '   {Enter}');
    await user.click(widget().getByRole('button', { name: 'Send' }));
    expect(chat.calls['chat.send']).toBeUndefined();
    expect(log().queryByText('Chuck is typing...')).not.toBeInTheDocument();
  });

  it('keeps a new line with Shift+Enter and does not send it', async () => {
    const chat = serveChat();
    const { user } = renderChat();
    await log().findByText(/Hey there/);
    await user.type(messageBox(), 'first{Shift>}{Enter}{/Shift}second');
    expect(messageBox()).toHaveValue('first\nsecond');
    expect(chat.calls['chat.send']).toBeUndefined();
  });

  it('only logs a failed send: the indicator stops and the text comes back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveChat({ 'chat.send': () => fail('INTERNAL_SERVER_ERROR', 'The VCR is jammed') });
    const { user } = renderChat();
    await log().findByText(/Hey there/);
    await user.type(messageBox(), 'recommend a heist movie{Enter}');

    await waitFor(() => expect(messageBox()).toHaveValue('recommend a heist movie'));
    expect(log().queryByText('Chuck is typing...')).not.toBeInTheDocument();
    expect(log().queryByText('recommend a heist movie')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Sending the chat message failed:', expect.anything());
    expect(document.querySelector('li[data-state="open"]')).toBeNull();
  });

  it('links the films Chuck names to their pages', async () => {
    const chat = serveChat();
    renderChat();
    await log().findByText(/Hey there/);
    chat.add('user', 'like heat?');
    chat.messages.push({
      id: 99,
      role: 'assistant',
      content: 'Try Thief (1981) or Collateral. Thief is the purer heist.',
      timestamp: '2024-05-01T20:15:02.000Z',
      films: [
        { id: 11524, title: 'Thief', year: 1981 },
        { id: 1538, title: 'Collateral', year: 2004 },
      ],
    });
    const thief = await log().findByRole('link', { name: 'Thief (1981)' }, { timeout: 10_000 });
    expect(thief).toHaveAttribute('href', '/movie/11524');
    expect(log().getByRole('link', { name: 'Collateral' })).toHaveAttribute('href', '/movie/1538');
    expect(log().getAllByRole('link')).toHaveLength(2);
  });

  it("says in Chuck's words how long to wait when the chat's limit refuses a message", async () => {
    serveChat({ 'chat.send': () => fail('TOO_MANY_REQUESTS', 'Whoa, slow down', 42) });
    const { user } = renderChat();
    await log().findByText(/Hey there/);
    await user.type(messageBox(), 'one more{Enter}');
    expect(
      await log().findByText(
        "Give me a second — I'm still rewinding the last tape. Ask me again in 42 seconds.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveValue('one more'));
    expect(log().queryByText('Chuck is typing...')).not.toBeInTheDocument();
  });

  it('limits a message to 2000 characters', async () => {
    serveChat();
    renderChat();
    await log().findByText(/Hey there/);
    expect(messageBox()).toHaveAttribute('maxLength', '2000');
  });
});

describe('chat widget: polling', () => {
  it('reads the history every 3 s while open, waits for the reply after a send, and not while minimised', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const chat = serveChat();
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderChat('open');
    await advance(50);
    expect(chat.calls['chat.history']).toHaveLength(1);

    await advance(CHAT_POLL_MS - 100);
    expect(chat.calls['chat.history']).toHaveLength(1);
    await advance(100);
    expect(chat.calls['chat.history']).toHaveLength(2);

    // A send: one wait for the reply, which comes as soon as it is written, with no extra history read.
    chat.reply('Hello yourself.');
    fireEvent.change(messageBox(), { target: { value: 'hello' } });
    fireEvent.submit(messageBox().closest('form') as HTMLFormElement);
    await advance(50);
    expect(chat.calls['chat.send']).toHaveLength(1);
    expect(chat.calls['chat.awaitReply']).toEqual([{ sessionId: SESSION_ID, to: 1 }]);
    expect(screen.getByText('Hello yourself.')).toBeInTheDocument();
    expect(chat.calls['chat.history']).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    const whenMinimised = chat.calls['chat.history']?.length ?? 0;
    await advance(CHAT_POLL_MS * 4);
    expect(chat.calls['chat.history']).toHaveLength(whenMinimised);
  });
});
