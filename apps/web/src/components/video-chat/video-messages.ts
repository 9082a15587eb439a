// Spec §8 "Video chat" and §9: what the call says when something goes wrong, and its timings.
// The spec's words, exactly.

import { type ToastOptions, toast } from '../../lib/toast.ts';

/** A toast the call shows: a short title and the spec's text. */
export type VideoNotice = Required<Pick<ToastOptions, 'title' | 'description'>>;

/** Shows one of the call's problems. */
export function notify(notice: VideoNotice): void {
  toast({ ...notice, variant: 'destructive' });
}

export const MEDIA_DENIED: VideoNotice = {
  title: 'Camera Unavailable',
  description: 'Could not access camera/microphone. Please check permissions.',
};

export const CONNECTION_FAILED: VideoNotice = {
  title: 'Connection Failed',
  description: 'Connection failed. Please try again.',
};

export const SPEECH_UNSUPPORTED: VideoNotice = {
  title: 'Speech Not Supported',
  description: 'Speech recognition not supported in this browser.',
};

export const SPEECH_FAILED: VideoNotice = {
  title: 'Chuck Missed That',
  description: 'Failed to process your speech. Please try again.',
};

export function sendFailed(message: string): VideoNotice {
  return { title: 'Message Not Sent', description: `Failed to send message: ${message}` };
}

/** Spec §7: what the call's messages start with in the chat history. */
export const VIDEO_CHAT_PREFIX = '[Video Chat] ';

/** Chuck's first words, spoken this long after the call connects (spec §4). */
export const WELCOME_LINE = "Hey there, welcome to Chuck's! What are we watching tonight?";
export const WELCOME_DELAY_MS = 1000;
