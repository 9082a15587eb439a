// docs/product.md §8 and §5: what the chat's voice button says when it cannot listen, word for word.

import { type Notice, notice } from '../../lib/toast.ts';

export const VOICE_UNSUPPORTED = notice(
  'Voice Input Not Supported',
  "Your browser doesn't support voice recognition. Try using Chrome or Edge.",
);

/** The microphone was refused before listening started (permission query or getUserMedia). */
export const VOICE_PERMISSION_NEEDED = notice(
  'Microphone Access Needed',
  'Please allow microphone access to use voice input.',
);

/**
 * No microphone to listen with: none connected, or another app holds it (getUserMedia's
 * NotFoundError / NotReadableError, or the recognizer's 'audio-capture'). The brief's generic
 * 'Voice recognition failed' would leave the visitor guessing.
 */
export const VOICE_NO_MICROPHONE = notice(
  'No Microphone Found',
  'Chuck could not find a microphone to listen with. Plug one in (or close the app using it), or type your question instead.',
);

/** docs/product.md §5: recognised text that is empty once trimmed. */
export const VOICE_NOTHING_HEARD = notice(
  'No Speech Detected',
  'Chuck did not catch anything. Please try again, a little closer to the mic.',
);

const ERROR_TITLE = 'Voice Input Error';

const errorTexts: Record<string, string> = {
  'not-allowed': 'Microphone access denied. Please allow microphone permissions.',
  'no-speech': 'No speech detected. Please try speaking again.',
  network: 'Network error. Please check your connection.',
};
const OTHER_ERROR = 'Voice recognition failed. Please try again.';

/**
 * The toast for a recognizer `error` event's code, or null for 'aborted' (the visitor or the page
 * stopped listening on purpose, so there is nothing to report).
 */
export function voiceErrorNotice(code: string): Notice | null {
  if (code === 'aborted') return null;
  if (code === 'audio-capture') return VOICE_NO_MICROPHONE;
  return notice(ERROR_TITLE, errorTexts[code] ?? OTHER_ERROR);
}
