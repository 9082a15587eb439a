import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderChat, SESSION_ID, serveChat } from './fake-chat.tsx';

// The call itself is the video helper's (tested there); this file checks the widget's wiring to it.
const overlayProps = vi.hoisted(() => [] as { sessionId: string }[]);
vi.mock('../video-chat/video-chat-overlay.tsx', () => ({
  VideoChatOverlay: (props: { sessionId: string; onClose: () => void }) => {
    overlayProps.push(props);
    return (
      <div role="dialog" aria-label="Video chat with Chuck">
        <button type="button" onClick={props.onClose}>
          End call
        </button>
      </div>
    );
  },
}));

describe('chat widget: video chat button', () => {
  it('loads the call for this session on demand and removes it when the call closes', async () => {
    serveChat();
    const { user } = renderChat();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Video chat' }));
    const call = await screen.findByRole('dialog', { name: 'Video chat with Chuck' });
    expect(overlayProps.at(-1)?.sessionId).toBe(SESSION_ID);

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(call).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chuck - Movie Clerk' })).toBeInTheDocument();
  });
});
