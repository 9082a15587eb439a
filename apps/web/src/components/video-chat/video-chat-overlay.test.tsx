import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers.tsx';
import { server } from '../../test/msw-server.ts';
import { fail, mockTrpc, ok, type TrpcResolvers } from '../../test/trpc-mock.ts';
import { FakeWebSocket, installFakeWebSocket } from '../notifications/fake-websocket.ts';
import { Toaster } from '../ui/toaster.tsx';
import {
  type FakeMediaOptions,
  FakePeerConnection,
  FakeRecognition,
  fakeSynthesis,
  installFakeMedia,
} from './fake-media.ts';
import type { ChatMessage } from './reply-lookup.ts';
import { VideoChatOverlay } from './video-chat-overlay.tsx';
import { WELCOME_LINE } from './video-messages.ts';

const SESSION = 'k3j2h1-a9b8c7-d6e5f4';
const STUN = [{ urls: 'stun:stun.store.test:3478' }];

const message = (id: number, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  role,
  content,
  timestamp: new Date(Date.UTC(2024, 0, 1, 0, 0, id)).toISOString(),
  films: [],
});

function setup(resolvers: TrpcResolvers = {}, media: FakeMediaOptions = {}) {
  const fakes = installFakeMedia(media);
  server.use(mockTrpc({ 'chat.videoConfig': () => ok({ iceServers: STUN }), ...resolvers }));
  const onClose = vi.fn();
  const view = render(
    <AppProviders>
      <Toaster />
      <VideoChatOverlay sessionId={SESSION} onClose={onClose} />
    </AppProviders>,
  );
  return { ...view, ...fakes, onClose, user: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Video chat with Chuck' });
const status = () => screen.getByTestId('call-status');
const voiceStatus = () => screen.getByTestId('voice-status');

/** The overlay's socket opens and the room says ready. */
async function connect() {
  const socket = await waitFor(() => FakeWebSocket.latest());
  act(() => socket.open());
  act(() => socket.push({ type: 'video-chat-ready', sessionId: SESSION, participants: 1 }));
  await waitFor(() => expect(status()).toHaveTextContent('Connected'));
  return socket;
}

async function expectToast(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
}

beforeEach(() => installFakeWebSocket());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('video chat overlay: the call', () => {
  it('opens the camera, joins the session’s room as the user and is connected after video-chat-ready', async () => {
    const { getUserMedia, streams } = setup();
    expect(dialog()).toHaveAccessibleDescription(/Talk to Chuck/);
    expect(status()).toHaveTextContent('Connecting…');
    expect(within(dialog()).getByText('You')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Your camera')).toHaveProperty('muted', true);
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });

    const socket = await waitFor(() => FakeWebSocket.latest());
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'join-video-chat', sessionId: SESSION, role: 'user' }]);
    expect(FakePeerConnection.instances).toHaveLength(0);
    act(() => socket.push({ type: 'video-chat-ready', sessionId: SESSION, participants: 1 }));
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));

    // The peer connection uses the server's STUN servers and carries the camera and the microphone.
    const pc = FakePeerConnection.latest();
    expect(pc.config).toEqual({ iceServers: STUN });
    expect(pc.tracks.map((t) => t.kind).sort()).toEqual(['audio', 'video']);
    expect(pc.tracks).toEqual(expect.arrayContaining(streams[0]!.tracks));
    expect(screen.getByTestId('chuck-avatar')).toBeInTheDocument();
  });

  it('keeps focus inside the call', async () => {
    const { user } = setup();
    await connect();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('offers when another participant joins, answers offers and relays ICE candidates both ways', async () => {
    setup();
    const socket = await connect();
    const pc = FakePeerConnection.latest();
    socket.sent = [];

    act(() => socket.push({ type: 'video-chat-peer-joined', role: 'agent' }));
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'offer', sdp: 'v=0 local-offer' }]));

    // A candidate that arrives before the remote description waits for it.
    const remote = { candidate: 'candidate:2 1 udp 1 10.0.0.2 6000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    act(() => socket.push({ type: 'ice-candidate', candidate: remote }));
    act(() => socket.push({ type: 'answer', sdp: 'v=0 remote-answer' }));
    await waitFor(() => expect(pc.candidates).toEqual([remote]));
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 remote-answer' });

    socket.sent = [];
    act(() => socket.push({ type: 'offer', sdp: 'v=0 remote-offer' }));
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'answer', sdp: 'v=0 local-answer' }]));
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 remote-offer' });

    socket.sent = [];
    act(() =>
      pc.gather({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }),
    );
    act(() => pc.gather(null));
    expect(socket.sent).toEqual([
      {
        type: 'ice-candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: null,
        },
      },
      { type: 'ice-candidate', candidate: null },
    ]);
  });

  it('turns the microphone and the camera off and on: aria-pressed flips and the track is disabled', async () => {
    const { user, streams } = setup();
    await connect();
    const [audio, video] = streams[0]!.tracks;
    const mic = screen.getByRole('button', { name: 'Microphone' });
    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(camera).toHaveAttribute('aria-pressed', 'true');

    await user.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(audio!.enabled).toBe(false);
    expect(video!.enabled).toBe(true);
    await waitFor(() => expect(voiceStatus()).toHaveTextContent('Microphone off'));

    await user.click(camera);
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    expect(video!.enabled).toBe(false);
    expect(screen.getByText('Camera off')).toBeInTheDocument();

    await user.click(mic);
    await user.click(camera);
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    expect(audio!.enabled).toBe(true);
    expect(video!.enabled).toBe(true);
  });

  it('listens only while connected with the microphone on', async () => {
    const { user } = setup();
    await connect();
    await waitFor(() => expect(FakeRecognition.active()).toBeDefined());
    const recognizer = FakeRecognition.active()!;
    expect(recognizer.lang).toBe('en-US');
    expect(recognizer.continuous).toBe(true);
    expect(voiceStatus()).toHaveTextContent('Listening…');
    await user.click(screen.getByRole('button', { name: 'Microphone' }));
    expect(FakeRecognition.active()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Microphone' }));
    await waitFor(() => expect(FakeRecognition.active()).toBeDefined());
  });

  it('starts listening again when the browser ends recognition, but not after it lost the microphone', async () => {
    setup();
    await connect();
    const first = await waitFor(() => FakeRecognition.active()!);
    act(() => first.end());
    const second = await waitFor(() => {
      const active = FakeRecognition.active();
      expect(active).toBeDefined();
      expect(active).not.toBe(first);
      return active!;
    });
    act(() => {
      second.onerror?.({ error: 'not-allowed' });
      second.end();
    });
    await waitFor(() => expect(voiceStatus()).toHaveTextContent('Chuck can’t hear you'));
    const made = FakeRecognition.instances.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(FakeRecognition.instances).toHaveLength(made);
  });

  it('offers a typed line to Chuck, focused once he cannot hear the visitor, sent like spoken words', async () => {
    const sent: unknown[] = [];
    const { user } = setup({
      'chat.send': (input) => {
        sent.push(input);
        return ok(message(7, 'user', '[Video Chat] any heist movies?'));
      },
      'chat.history': () => ok([]),
    });
    const box = screen.getByRole('textbox', { name: 'Type to Chuck' });
    expect(box).toBeDisabled();
    await connect();
    const recognizer = await waitFor(() => FakeRecognition.active()!);
    act(() => {
      recognizer.onerror?.({ error: 'audio-capture' });
      recognizer.end();
    });
    await waitFor(() => expect(voiceStatus()).toHaveTextContent('type to him below'));
    await waitFor(() => expect(box).toHaveFocus());

    await user.type(box, '  any heist movies?  {Enter}');
    await waitFor(() =>
      expect(sent).toEqual([{ sessionId: SESSION, role: 'user', content: '[Video Chat] any heist movies?' }]),
    );
    expect(within(dialog()).getByText('any heist movies?')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('ends the call: end-video-chat, every track stopped, recognition, socket and peer connection closed', async () => {
    const { user, streams, onClose } = setup();
    const socket = await connect();
    await waitFor(() => expect(FakeRecognition.active()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'end-video-chat' });
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(streams[0]!.tracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(FakePeerConnection.latest().closed).toBe(true);
    expect(FakeRecognition.active()).toBeUndefined();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing with Escape ends the call too', async () => {
    const { user, onClose } = setup();
    const socket = await connect();
    await user.keyboard('{Escape}');
    expect(socket.sent.at(-1)).toEqual({ type: 'end-video-chat' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the call ended when the other side hangs up, and releases everything', async () => {
    const { user, streams, onClose } = setup();
    const socket = await connect();
    act(() => socket.push({ type: 'video-chat-ended', reason: 'ended' }));
    await waitFor(() => expect(status()).toHaveTextContent('Call ended'));
    expect(streams[0]!.tracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(FakePeerConnection.latest().closed).toBe(true);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeRecognition.active()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Microphone' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cleans up when it unmounts mid-call', async () => {
    const { unmount, streams } = setup();
    const socket = await connect();
    await waitFor(() => expect(FakeRecognition.active()).toBeDefined());
    unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(streams[0]!.tracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(FakePeerConnection.latest().closed).toBe(true);
    expect(FakeRecognition.active()).toBeUndefined();
  });
});

describe('video chat overlay: what goes wrong (product §8)', () => {
  it('says so when the camera or microphone is refused, and opens no socket', async () => {
    setup({}, { denyMedia: true });
    await expectToast('Could not access camera/microphone. Please check permissions.');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('says the connection failed when the line drops before the room is ready, releasing the camera', async () => {
    const { streams } = setup();
    const socket = await waitFor(() => FakeWebSocket.latest());
    act(() => socket.drop());
    await expectToast('Connection failed. Please try again.');
    expect(status()).toHaveTextContent('Connection failed');
    expect(streams[0]!.tracks.every((t) => t.readyState === 'ended')).toBe(true);
  });

  it('says the connection failed when the peer connection fails', async () => {
    setup();
    const socket = await connect();
    act(() => FakePeerConnection.latest().fail());
    await expectToast('Connection failed. Please try again.');
    expect(socket.sent.at(-1)).toEqual({ type: 'end-video-chat' });
    expect(FakePeerConnection.latest().closed).toBe(true);
  });

  it('says the connection failed when the video settings cannot be fetched', async () => {
    setup({ 'chat.videoConfig': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong') });
    await expectToast('Connection failed. Please try again.');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('says so when the browser has no speech recognition', async () => {
    setup({}, { noRecognition: true });
    await connect();
    await expectToast('Speech recognition not supported in this browser.');
  });

  it('says the message failed with the server’s reason when sending what was heard fails', async () => {
    setup({ 'chat.send': () => fail('TOO_MANY_REQUESTS', 'Whoa, slow down.') });
    await connect();
    const recognizer = await waitFor(() => FakeRecognition.active()!);
    act(() => recognizer.hear('got any westerns?'));
    await expectToast('Failed to send message: Whoa, slow down.');
  });
});

describe('video chat overlay: talking with Chuck (product §4, §9)', () => {
  /** Connected, Chuck's welcome said and finished, the recognizer listening. */
  async function connectedAndListening(resolvers: TrpcResolvers) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setup(resolvers);
    const socket = await until(() => FakeWebSocket.latest());
    act(() => socket.open());
    act(() => socket.push({ type: 'video-chat-ready', sessionId: SESSION, participants: 1 }));
    await until(() => expect(status()).toHaveTextContent('Connected'));
    expect(fakeSynthesis.spoken).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fakeSynthesis.spoken.map((u) => u.text)).toEqual([WELCOME_LINE]);
    expect(voiceStatus()).toHaveTextContent('Chuck is speaking…');
    expect(within(transcript()).getByText(WELCOME_LINE)).toBeInTheDocument();
    // No listening while Chuck talks, so he does not hear himself.
    expect(FakeRecognition.active()).toBeUndefined();
    act(() => fakeSynthesis.finish());
    await until(() => expect(FakeRecognition.active()).toBeDefined());
    expect(voiceStatus()).toHaveTextContent('Listening…');
    return FakeRecognition.active()!;
  }
  const transcript = () => screen.getByRole('region', { name: 'Transcript' });

  /**
   * waitFor for fake timers: the tRPC client batches on a zero-delay timeout, so each check first
   * runs what is due (moving the clock `stepMs` on) and then looks again.
   */
  async function until<T>(check: () => T, stepMs = 0): Promise<T> {
    return vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(stepMs));
        return check();
      },
      { timeout: 10_000, interval: 5 },
    );
  }
  const untilToast = (text: string) => until(() => expect(screen.getByText(text)).toBeInTheDocument());

  it('sends what was heard with the [Video Chat] prefix, looks for the reply 3 s later and again 2 s after, then speaks it', async () => {
    const sent: { input: unknown; at: number }[] = [];
    const lookups: { input: unknown }[] = [];
    const reply = 'Heat (1995) is the heist film to beat.';
    const recognizer = await connectedAndListening({
      'chat.send': (input) => {
        sent.push({ input, at: Date.now() });
        return ok(message(41, 'user', '[Video Chat] any good heist movies?'));
      },
      'chat.history': (input) => {
        lookups.push({ input });
        const history = [message(40, 'assistant', 'an older answer'), message(41, 'user', 'x')];
        return ok(lookups.length < 2 ? history : [...history, message(42, 'assistant', reply)]);
      },
    });

    act(() => recognizer.hear('any good heist movies?'));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toEqual({
      sessionId: SESSION,
      role: 'user',
      content: '[Video Chat] any good heist movies?',
    });
    expect(within(transcript()).getByText('any good heist movies?')).toBeInTheDocument();
    expect(voiceStatus()).toHaveTextContent('Chuck is thinking…');

    // The clock moves on in small steps until the page looks.
    await until(() => expect(lookups).toHaveLength(1), 100);
    // _t is the (fake) time of the lookup: 3 s after the message was sent.
    expect(lookups[0]!.input).toEqual({ sessionId: SESSION, _t: String(sent[0]!.at + 3000) });
    // The older answer is not taken for the reply.
    expect(fakeSynthesis.spoken).toHaveLength(1);

    await until(() => expect(lookups).toHaveLength(2), 100);
    // 2 s after the first look came back (the client's batching adds a tick of fake time).
    const [first, second] = lookups.map((l) => Number((l.input as { _t: string })._t));
    expect(second! - first!).toBeGreaterThanOrEqual(2000);
    expect(second! - first!).toBeLessThan(2050);

    await until(() => expect(fakeSynthesis.spoken.map((u) => u.text)).toEqual([WELCOME_LINE, reply]));
    const spoken = fakeSynthesis.spoken[1]!;
    expect([spoken.pitch, spoken.rate, spoken.volume]).toEqual([0.8, 0.9, 0.8]);
    expect(spoken.voice?.name).toMatch(/David/);
    expect(within(transcript()).getByText(reply)).toBeInTheDocument();
    expect(voiceStatus()).toHaveTextContent('Chuck is speaking…');
    // Not a third look.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lookups).toHaveLength(2);
  });

  it('says it failed to process the speech when Chuck has not answered after the retry', async () => {
    let lookups = 0;
    const recognizer = await connectedAndListening({
      'chat.send': () => ok(message(7, 'user', '[Video Chat] hello?')),
      'chat.history': () => {
        lookups += 1;
        return ok([message(7, 'user', '[Video Chat] hello?')]);
      },
    });
    act(() => recognizer.hear('hello?'));
    await until(() => expect(lookups).toBe(1), 100);
    expect(screen.queryByText('Failed to process your speech. Please try again.')).not.toBeInTheDocument();
    await until(() => expect(lookups).toBe(2), 100);
    await untilToast('Failed to process your speech. Please try again.');
    expect(fakeSynthesis.spoken).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lookups).toBe(2);
  });

  it('stops waiting for the reply when the call ends', async () => {
    let lookups = 0;
    const recognizer = await connectedAndListening({
      'chat.send': () => ok(message(7, 'user', '[Video Chat] hello?')),
      'chat.history': () => {
        lookups += 1;
        return ok([message(7, 'user', 'x'), message(8, 'assistant', 'Too late.')]);
      },
    });
    act(() => recognizer.hear('hello?'));
    await until(() => expect(voiceStatus()).toHaveTextContent('Chuck is thinking…'));
    act(() => FakeWebSocket.latest().push({ type: 'video-chat-ended', reason: 'ended' }));
    await until(() => expect(status()).toHaveTextContent('Call ended'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lookups).toBe(0);
    expect(fakeSynthesis.spoken).toHaveLength(1);
    expect(screen.queryByText('Failed to process your speech. Please try again.')).not.toBeInTheDocument();
  });

  it('says it failed to process the speech when the history cannot be fetched', async () => {
    const recognizer = await connectedAndListening({
      'chat.send': () => ok(message(7, 'user', '[Video Chat] hello?')),
      'chat.history': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong'),
    });
    act(() => recognizer.hear('hello?'));
    await until(
      () => expect(screen.getByText('Failed to process your speech. Please try again.')).toBeVisible(),
      100,
    );
  });
});
