import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecognitionResultEvent } from '../../lib/speech.ts';
import { expectToast, renderChat, serveChat } from './fake-chat.tsx';

/** A stand-in for the browser's SpeechRecognition: the test plays the browser's events. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  onstart: (() => void) | null = null;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stop = vi.fn(() => this.end());
  abort = vi.fn();

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
    this.onstart?.();
  }
  hear(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    act(() => this.onresult?.({ resultIndex: 0, results: [result] }));
    this.end();
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
    this.end();
  }
  end() {
    act(() => this.onend?.());
  }
}

const latest = () => FakeRecognition.instances.at(-1);
const voiceButton = () => screen.getByRole('button', { name: 'Voice input' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message Chuck' });

function setNavigator(name: 'permissions' | 'mediaDevices', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true });
}

async function openChat() {
  serveChat();
  const view = renderChat();
  await screen.findByText(/Hey there/);
  return view;
}

/** Presses the button and waits for the recognizer to start listening. */
async function startListening(user: Awaited<ReturnType<typeof openChat>>['user']) {
  await user.click(voiceButton());
  await waitFor(() => expect(latest()?.started).toBe(true));
  expect(voiceButton()).toHaveAttribute('aria-pressed', 'true');
  return latest()!;
}

beforeEach(() => {
  FakeRecognition.instances = [];
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has neither; tests that add them take them away again.
  Reflect.deleteProperty(window.navigator, 'permissions');
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

describe('chat voice input', () => {
  it('listens in en-US and puts what it heard in the chat box, to edit or send', async () => {
    const { user } = await openChat();
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
    const recognizer = await startListening(user);
    expect(recognizer.lang).toBe('en-US');
    expect(recognizer.continuous).toBe(false);

    recognizer.hear('  what should I watch tonight  ');
    expect(messageBox()).toHaveValue('what should I watch tonight');
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('li[data-state="open"]')).toBeNull();
  });

  it('adds what it heard after text already typed', async () => {
    const { user } = await openChat();
    await user.type(messageBox(), 'Chuck,');
    (await startListening(user)).hear('something like Heat');
    expect(messageBox()).toHaveValue('Chuck, something like Heat');
  });

  it('stops listening when pressed again', async () => {
    const { user } = await openChat();
    const recognizer = await startListening(user);
    await user.click(voiceButton());
    expect(recognizer.stop).toHaveBeenCalled();
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No Speech Detected' when the text is empty after trimming", async () => {
    const { user } = await openChat();
    (await startListening(user)).hear('   ');
    await expectToast('No Speech Detected');
    expect(messageBox()).toHaveValue('');
  });

  it.each([
    ['not-allowed', 'Microphone access denied. Please allow microphone permissions.'],
    ['no-speech', 'No speech detected. Please try speaking again.'],
    ['network', 'Network error. Please check your connection.'],
    ['audio-capture', 'Chuck could not find a microphone to listen with.'],
    ['service-not-allowed', 'Voice recognition failed. Please try again.'],
  ])('on a %s error says the product text and goes back to idle', async (code, text) => {
    const { user } = await openChat();
    (await startListening(user)).fail(code);
    await expectToast(text);
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says nothing when listening was aborted', async () => {
    const { user } = await openChat();
    (await startListening(user)).fail('aborted');
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('li[data-state="open"]')).toBeNull();
  });

  it('tells browsers without speech recognition to try Chrome or Edge', async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const { user } = await openChat();
    await user.click(voiceButton());
    await expectToast("Your browser doesn't support voice recognition. Try using Chrome or Edge.");
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the microphone when the permission is already denied, without listening', async () => {
    const query = vi.fn(async () => ({ state: 'denied' }));
    setNavigator('permissions', { query });
    const { user } = await openChat();
    await user.click(voiceButton());
    await expectToast('Please allow microphone access to use voice input.');
    expect(query).toHaveBeenCalledWith({ name: 'microphone' });
    expect(FakeRecognition.instances).toHaveLength(0);
    expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the microphone when the browser refuses it before listening', async () => {
    setNavigator('permissions', { query: async () => ({ state: 'prompt' }) });
    setNavigator('mediaDevices', {
      getUserMedia: vi.fn(async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      }),
    });
    const { user } = await openChat();
    await user.click(voiceButton());
    await expectToast('Please allow microphone access to use voice input.');
    expect(FakeRecognition.instances).toHaveLength(0);
  });

  it.each(['NotFoundError', 'NotReadableError'])(
    'says there is no microphone to use when getUserMedia reports %s, without listening',
    async (name) => {
      setNavigator('permissions', { query: async () => ({ state: 'prompt' }) });
      setNavigator('mediaDevices', {
        getUserMedia: vi.fn(async () => {
          throw new DOMException('Requested device not found', name);
        }),
      });
      const { user } = await openChat();
      await user.click(voiceButton());
      await expectToast('No Microphone Found', 'Chuck could not find a microphone to listen with.');
      expect(FakeRecognition.instances).toHaveLength(0);
      expect(voiceButton()).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it('closes the permission check’s microphone stream before listening', async () => {
    const track = { stop: vi.fn() };
    setNavigator('mediaDevices', { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) });
    const { user } = await openChat();
    await startListening(user);
    expect(track.stop).toHaveBeenCalled();
  });
});
