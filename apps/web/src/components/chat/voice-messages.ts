// Spec §8 and §5: what the chat's voice button says when it cannot listen. The spec's words, exactly.

/** A toast the voice button shows: a short title and, where the spec gives one, its exact text. */
export interface VoiceNotice {
  title: string;
  description: string;
}

export const VOICE_UNSUPPORTED: VoiceNotice = {
  title: 'Voice Input Not Supported',
  description: "Your browser doesn't support voice recognition. Try using Chrome or Edge.",
};

/** The microphone was refused before listening started (permission query or getUserMedia). */
export const VOICE_PERMISSION_NEEDED: VoiceNotice = {
  title: 'Microphone Access Needed',
  description: 'Please allow microphone access to use voice input.',
};

/** Spec §5: recognised text that is empty once trimmed. */
export const VOICE_NOTHING_HEARD: VoiceNotice = {
  title: 'No Speech Detected',
  description: 'Chuck did not catch anything. Please try again, a little closer to the mic.',
};

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
export function voiceErrorNotice(code: string): VoiceNotice | null {
  if (code === 'aborted') return null;
  return { title: ERROR_TITLE, description: errorTexts[code] ?? OTHER_ERROR };
}
