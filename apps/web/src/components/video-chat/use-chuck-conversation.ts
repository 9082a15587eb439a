import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import {
  createRecognizer,
  finalTranscript,
  isSpeechRecognitionSupported,
  speakAsChuck,
  stopSpeaking,
} from '../../lib/speech.ts';
import { showProblem } from '../../lib/toast.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { type ChatMessage, lookUpReply } from './reply-lookup.ts';
import {
  SPEECH_FAILED,
  SPEECH_UNSUPPORTED,
  sendFailed,
  VIDEO_CHAT_PREFIX,
  WELCOME_DELAY_MS,
  WELCOME_LINE,
} from './video-messages.ts';

export type VoiceActivity = 'idle' | 'listening' | 'thinking' | 'speaking';

export interface TranscriptLine {
  id: number;
  speaker: 'you' | 'chuck';
  text: string;
}

/** Recognizer errors that will not go away by listening again (no permission, no microphone). */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
]);
/** Continuous recognition still stops now and then (silence, a network blip): start again after this. */
const RESTART_DELAY_MS = 300;

/**
 * Talking with Chuck on the call (docs/product.md §4, §9): his welcome line 1 s after connecting, then, while
 * connected with the microphone on, en-US recognition whose final phrases go to the chat as
 * '[Video Chat] …'; his reply is looked up 3 s later (once more after 2 s) and spoken. Recognition
 * pauses while Chuck speaks, so he does not hear himself.
 */
export function useChuckConversation({
  sessionId,
  connected,
  micOn,
}: {
  sessionId: string;
  connected: boolean;
  micOn: boolean;
}) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<TranscriptLine[]>([]);
  const [speaking, setSpeaking] = useState(0);
  const [thinking, setThinking] = useState(0);
  const [listening, setListening] = useState(false);
  const [deaf, setDeaf] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const nextId = useRef(0);
  const teardown = useRef(new AbortController());

  const addLine = useCallback((speaker: TranscriptLine['speaker'], text: string) => {
    nextId.current += 1;
    const line = { id: nextId.current, speaker, text };
    setLines((all) => [...all, line]);
  }, []);

  const say = useCallback(
    async (text: string) => {
      addLine('chuck', text);
      setSpeaking((n) => n + 1);
      try {
        await speakAsChuck(text);
      } finally {
        setSpeaking((n) => n - 1);
      }
    },
    [addLine],
  );

  /** Sends what the visitor said and finds Chuck's reply; toasts and gives undefined when it cannot. */
  const askChuck = useCallback(
    async (text: string, signal: AbortSignal): Promise<ChatMessage | undefined> => {
      let sentId: number;
      try {
        const sent = await client.chat.send.mutate({
          sessionId,
          role: 'user',
          content: VIDEO_CHAT_PREFIX + text,
        });
        sentId = sent.id;
        void queryClient.invalidateQueries({ queryKey: trpc.chat.history.pathKey() });
      } catch (error) {
        if (!signal.aborted) showProblem(sendFailed(errorMessage(error, 'Unknown error')));
        return undefined;
      }
      const reply = await lookUpReply(
        // _t: a fresh URL each time, so no cache between here and the server answers (docs/product.md §7).
        () => client.chat.history.query({ sessionId, _t: String(Date.now()) }),
        sentId,
        signal,
      ).catch(() => undefined);
      if (!reply && !signal.aborted) showProblem(SPEECH_FAILED);
      return reply;
    },
    [client, queryClient, sessionId, trpc],
  );

  const heard = useCallback(
    async (text: string) => {
      const { signal } = teardown.current;
      addLine('you', text);
      setThinking((n) => n + 1);
      const reply = await askChuck(text, signal).finally(() => setThinking((n) => n - 1));
      if (reply && !signal.aborted) await say(reply.content);
    },
    [addLine, askChuck, say],
  );

  // The welcome line, 1 s after the call connects.
  useEffect(() => {
    if (!connected) return;
    const timer = setTimeout(() => void say(WELCOME_LINE), WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connected, say]);

  useEffect(() => {
    if (connected && !isSpeechRecognitionSupported()) showProblem(SPEECH_UNSUPPORTED);
  }, [connected]);

  // Listening: only while connected, the microphone is on and Chuck is quiet.
  const shouldListen = connected && micOn && speaking === 0 && !deaf;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restarts` starts a new recognizer after the browser ended the last one.
  useEffect(() => {
    if (!shouldListen) return;
    const recognizer = createRecognizer({ continuous: true });
    if (!recognizer) return;
    let live = true;
    let restart: ReturnType<typeof setTimeout> | undefined;
    recognizer.onstart = () => setListening(true);
    recognizer.onresult = (event) => {
      const text = finalTranscript(event);
      if (text) void heard(text);
    };
    recognizer.onerror = (event) => {
      if (FATAL_ERRORS.has(event.error)) setDeaf(true);
    };
    recognizer.onend = () => {
      setListening(false);
      if (live) restart = setTimeout(() => setRestarts((n) => n + 1), RESTART_DELAY_MS);
    };
    try {
      recognizer.start();
    } catch {
      setDeaf(true);
    }
    return () => {
      live = false;
      clearTimeout(restart);
      recognizer.onstart = recognizer.onresult = recognizer.onerror = recognizer.onend = null;
      recognizer.abort();
      setListening(false);
    };
  }, [shouldListen, heard, restarts]);

  // The call ending (or the overlay closing) stops pending lookups and Chuck's talking.
  useEffect(() => {
    if (!connected) return;
    const controller = new AbortController();
    teardown.current = controller;
    return () => {
      controller.abort();
      stopSpeaking();
    };
  }, [connected]);

  const activity: VoiceActivity =
    speaking > 0 ? 'speaking' : thinking > 0 ? 'thinking' : listening ? 'listening' : 'idle';
  /** Typed words go the same way as heard ones: into the transcript, to Chuck, and his reply spoken. */
  const type = useCallback(
    (text: string) => {
      if (connected) void heard(text);
    },
    [connected, heard],
  );
  return { lines, activity, deaf, type };
}
