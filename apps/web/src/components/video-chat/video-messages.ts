// docs/product.md §8 "Video chat" and §9: what the call says when something goes wrong, and its timings.
// The product's words, exactly.

import { type Notice, notice } from '../../lib/toast.ts';

export const MEDIA_DENIED = notice(
  'Camera Unavailable',
  'Could not access camera/microphone. Please check permissions.',
);
export const CONNECTION_FAILED = notice('Connection Failed', 'Connection failed. Please try again.');
export const SPEECH_UNSUPPORTED = notice(
  'Speech Not Supported',
  'Speech recognition not supported in this browser.',
);
export const SPEECH_FAILED = notice('Chuck Missed That', 'Failed to process your speech. Please try again.');

export function sendFailed(message: string): Notice {
  return notice('Message Not Sent', `Failed to send message: ${message}`);
}

/** docs/product.md §7: what the call's messages start with in the chat history. */
export const VIDEO_CHAT_PREFIX = '[Video Chat] ';

/** Chuck's first words, spoken this long after the call connects (docs/product.md §4). */
export const WELCOME_LINE = "Hey there, welcome to Chuck's! What are we watching tonight?";
export const WELCOME_DELAY_MS = 1000;
