import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRecognizer,
  finalTranscript,
  isSpeechRecognitionSupported,
  type Recognizer,
} from '../../lib/speech.ts';
import { showProblem } from '../../lib/toast.ts';
import {
  VOICE_NOTHING_HEARD,
  VOICE_PERMISSION_NEEDED,
  VOICE_UNSUPPORTED,
  voiceErrorNotice,
} from './voice-messages.ts';

export type VoiceState = 'idle' | 'recording';

/**
 * Whether the microphone has been refused. The permission query answers without a prompt where
 * browsers support it; otherwise (or when it says 'prompt') getUserMedia asks, and the stream is
 * closed at once: recognition opens the microphone itself.
 */
async function microphoneRefused(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    if (status?.state === 'denied') return true;
    if (status?.state === 'granted') return false;
  } catch {
    // Firefox and older Safari do not know the 'microphone' permission: ask below instead.
  }
  if (!navigator.mediaDevices?.getUserMedia) return false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return false;
  } catch (error) {
    // Other failures (no microphone at all) are left to the recognizer, which reports its own error.
    return (
      error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    );
  }
}

/**
 * docs/product.md §4 voice input: idle, then recording once started, then idle again on a result, the end or
 * an error. A result's text goes to `onText` (the chat box, where the visitor can edit it before
 * sending); problems become the toasts of docs/product.md §8 (voice-messages.ts).
 */
export function useVoiceInput(onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const recognizer = useRef<Recognizer | null>(null);
  const starting = useRef(false);
  const mounted = useRef(true);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recognizer.current?.abort();
    };
  }, []);

  const start = useCallback(async () => {
    if (starting.current || recognizer.current) return;
    if (!isSpeechRecognitionSupported()) {
      showProblem(VOICE_UNSUPPORTED);
      return;
    }
    starting.current = true;
    setState('recording');
    const refused = await microphoneRefused();
    starting.current = false;
    if (!mounted.current) return;
    const listener = refused ? null : createRecognizer();
    if (!listener) {
      setState('idle');
      if (refused) showProblem(VOICE_PERMISSION_NEEDED);
      return;
    }
    const finish = () => {
      if (recognizer.current === listener) recognizer.current = null;
      if (mounted.current) setState('idle');
    };
    listener.onstart = () => setState('recording');
    listener.onresult = (event) => {
      const text = finalTranscript(event);
      if (text) onTextRef.current(text);
      else showProblem(VOICE_NOTHING_HEARD);
    };
    listener.onerror = (event) => {
      const notice = voiceErrorNotice(event.error);
      if (notice) showProblem(notice);
      finish();
    };
    listener.onend = finish;
    recognizer.current = listener;
    try {
      listener.start();
    } catch (error) {
      // start() throws when the browser is already listening elsewhere: report it like any failure.
      console.error('Voice recognition did not start:', error);
      const notice = voiceErrorNotice('start-failed');
      if (notice) showProblem(notice);
      finish();
    }
  }, []);

  const toggle = useCallback(() => {
    if (recognizer.current) recognizer.current.stop();
    else void start();
  }, [start]);

  return { state, toggle };
}
