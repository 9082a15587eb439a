import { describe, expect, it } from 'vitest';
import {
  VOICE_NO_MICROPHONE,
  VOICE_NOTHING_HEARD,
  VOICE_PERMISSION_NEEDED,
  VOICE_UNSUPPORTED,
  voiceErrorNotice,
} from './voice-messages.ts';

describe('voice messages (product §8)', () => {
  // The four codes product §8 names are checked through the button (voice-button.test.tsx); here,
  // the codes it does not name.
  it.each(['service-not-allowed', 'language-not-supported', 'bad-grammar', 'new-code'])(
    "says 'Voice recognition failed' for %s",
    (code) => {
      expect(voiceErrorNotice(code)?.description).toBe('Voice recognition failed. Please try again.');
    },
  );

  it("says the microphone is missing for 'audio-capture' (no microphone, or another app has it)", () => {
    expect(voiceErrorNotice('audio-capture')).toBe(VOICE_NO_MICROPHONE);
    expect(VOICE_NO_MICROPHONE.title).toBe('No Microphone Found');
    expect(VOICE_NO_MICROPHONE.description).toMatch(/could not find a microphone.*type your question/);
  });

  it('stays quiet when listening was aborted on purpose', () => {
    expect(voiceErrorNotice('aborted')).toBeNull();
  });

  it('words the non-recognizer cases exactly', () => {
    expect(VOICE_UNSUPPORTED.description).toBe(
      "Your browser doesn't support voice recognition. Try using Chrome or Edge.",
    );
    expect(VOICE_PERMISSION_NEEDED.description).toBe('Please allow microphone access to use voice input.');
    expect(VOICE_NOTHING_HEARD.title).toBe('No Speech Detected');
  });
});
