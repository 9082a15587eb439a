import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRecognizer,
  finalTranscript,
  isSpeechRecognitionSupported,
  type Recognizer,
} from '../../lib/speech.ts';
import { showProblem } from '../../lib/toast.ts';
import {
  VOICE_NO_MICROPHONE,
  VOICE_NOTHING_HEARD,
  VOICE_PERMISSION_NEEDED,
  VOICE_UNSUPPORTED,
  voiceErrorNotice,
} from './voice-messages.ts';

export type VoiceState = 'idle' | 'recording';

/** Why listening cannot start: the microphone was refused, or there is none to use. */
type MicrophoneProblem = 'refused' | 'missing' | null;

/**
 * Whether the microphone can be used. The permission query answers without a prompt where
 * browsers support it; otherwise (or when it says 'prompt') getUserMedia asks, and the stream is
 * closed at once: recognition opens the microphone itself.
 */
async function microphoneProblem(): Promise<MicrophoneProblem> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    if (status?.state === 'denied') return 'refused';
    if (status?.state === 'granted') return null;
  } catch {
    // Firefox and older Safari do not know the 'microphone' permission: ask below instead.
  }
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    if (!(error instanceof DOMException)) return null;
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'refused';
    // None connected, or another app holds it: the recognizer would only fail vaguely.
    if (error.name === 'NotFoundError' || error.name === 'NotReadableError') return 'missing';
    return null;
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
    const problem = await microphoneProblem();
    starting.current = false;
    if (!mounted.current) return;
    const listener = problem ? null : createRecognizer();
    if (!listener) {
      setState('idle');
      if (problem === 'refused') showProblem(VOICE_PERMISSION_NEEDED);
      if (problem === 'missing') showProblem(VOICE_NO_MICROPHONE);
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
