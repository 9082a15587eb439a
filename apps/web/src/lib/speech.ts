// The browser's own speech (docs/product.md §7: voice uses the browser's speech recognition and
// synthesis): recognition for the chat's voice button and the video call, synthesis for Chuck's
// voice on the call. Only the Web Speech API, so nothing leaves the browser but what it sends itself.

/** The slice of the Web Speech API's recognizer the store uses (lib.dom does not declare it yet). */
export interface Recognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

type RecognizerConstructor = new () => Recognizer;

/** docs/product.md §9: speech recognition language. */
const SPEECH_LANG = 'en-US';

/** docs/product.md §9: Chuck's voice on the video call. */
const CHUCK_VOICE = { pitch: 0.8, rate: 0.9, volume: 0.8 } as const;

function recognizerConstructor(): RecognizerConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognizerConstructor;
    webkitSpeechRecognition?: RecognizerConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function isSpeechRecognitionSupported(): boolean {
  return recognizerConstructor() !== undefined;
}

/** A new en-US recognizer, or null where the browser has none. */
export function createRecognizer(
  options: { continuous?: boolean; interimResults?: boolean } = {},
): Recognizer | null {
  const Recognition = recognizerConstructor();
  if (!Recognition) return null;
  const recognizer = new Recognition();
  recognizer.lang = SPEECH_LANG;
  recognizer.continuous = options.continuous ?? false;
  recognizer.interimResults = options.interimResults ?? false;
  recognizer.maxAlternatives = 1;
  return recognizer;
}

/** The final text of a result event, from `resultIndex` on, trimmed. */
export function finalTranscript(event: RecognitionResultEvent): string {
  let text = '';
  for (let i = event.resultIndex; i < event.results.length; i += 1) {
    const result = event.results[i];
    if (result?.isFinal) text += result[0]?.transcript ?? '';
  }
  return text.trim();
}

/**
 * A male-sounding English voice where the browser has one (docs/product.md §9 "preferring a male-sounding
 * voice"); browsers expose no gender, so this goes by the names the common engines use.
 */
function pickChuckVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  const male = /\b(male|man|david|daniel|fred|alex|george|james|mark|guy|tom|rishi|aaron|arthur)\b/i;
  return english.find((voice) => male.test(voice.name)) ?? english[0];
}

/**
 * Speaks `text` in Chuck's voice; resolves when done (or at once where the browser cannot speak),
 * so callers can show 'speaking' for exactly as long as he talks.
 */
export function speakAsChuck(text: string): Promise<void> {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    utterance.pitch = CHUCK_VOICE.pitch;
    utterance.rate = CHUCK_VOICE.rate;
    utterance.volume = CHUCK_VOICE.volume;
    const voice = pickChuckVoice(window.speechSynthesis.getVoices());
    if (voice) utterance.voice = voice;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    window.speechSynthesis.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
