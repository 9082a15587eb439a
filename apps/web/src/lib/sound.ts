import { useCallback, useSyncExternalStore } from 'react';
import { readItem, writeItem } from './storage.ts';

/**
 * The store's sounds, synthesised with WebAudio (no audio files to download): the shop-door bell,
 * the easter-egg beep and the notification chime. One mute switch, kept in local storage, silences
 * them all; `useMuted()` reads and flips it.
 */
export type SoundName = 'doorChime' | 'easterEggBeep' | 'notification';

export const MUTED_KEY = 'chuck.soundMuted';

export interface PlaySoundOptions {
  /**
   * The sound was not asked for by a click (the first-visit chime, a notification arriving).
   * Visitors who prefer reduced motion get no autoplayed sound, and a browser that has not let
   * the page make sound yet gets it at the visitor's first click or key press instead.
   */
  autoplay?: boolean;
  /**
   * Play only if the page may make sound now, else skip it quietly: a page opened straight from
   * the address bar has had no click yet, and a context made then only draws the browser's warning.
   */
  ifAllowed?: boolean;
}

// ---- mute switch -------------------------------------------------------------------------------

const listeners = new Set<() => void>();

export function isMuted(): boolean {
  return readItem(MUTED_KEY) === 'true';
}

export function setMuted(muted: boolean): void {
  writeItem(MUTED_KEY, String(muted));
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab flipping the switch counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === MUTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `const [muted, setMuted] = useMuted()`: the shared switch, re-rendering when anyone flips it. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, isMuted, () => false);
  return [muted, useCallback((next: boolean) => setMuted(next), [])];
}

/** The visitor asked the system for less motion (and, we take it, no surprise noises). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

// ---- playing -----------------------------------------------------------------------------------

type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextCtor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Tests start each case with no shared context. */
export function resetSoundForTests(): void {
  context = null;
}

/**
 * Plays `name` unless muted (or, for autoplay, unless the visitor prefers reduced motion).
 * Resolves true when the sound was scheduled, false when it was skipped. Never throws: a browser
 * without WebAudio is simply quiet.
 */
export async function playSound(name: SoundName, options: PlaySoundOptions = {}): Promise<boolean> {
  if (isMuted()) return false;
  if (options.ifAllowed && !audioAllowed()) return false;
  if (options.autoplay) {
    if (prefersReducedMotion()) return false;
    // Browsers keep audio suspended until the visitor's first click or key: the sound waits for it.
    if (!audioAllowed()) {
      await firstGesture();
      return playSound(name);
    }
  }
  const ctx = audioContext();
  if (!ctx) return false;
  try {
    if (ctx.state !== 'running') await ctx.resume();
    recipes[name](ctx);
    return true;
  } catch {
    return false;
  }
}

/** Whether the page may start a sound now. */
function audioAllowed(): boolean {
  // Asked without making a context where the browser can say: making one costs a phone enough
  // main-thread time to slow the page load, and it would only sit suspended.
  const activated = navigator.userActivation?.hasBeenActive;
  return activated ?? audioContext()?.state === 'running';
}

function firstGesture(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true });
  });
}

// ---- the sounds --------------------------------------------------------------------------------

interface Note {
  frequency: number;
  /** Seconds after now. */
  at: number;
  /** Seconds to fade to silence. */
  length: number;
  type: OscillatorType;
  volume: number;
}

function playNote(ctx: AudioContext, destination: AudioNode, note: Note) {
  const start = ctx.currentTime + note.at;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = note.type;
  oscillator.frequency.setValueAtTime(note.frequency, start);
  // A click-free strike: 5 ms up, then an exponential ring-out.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(note.volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
  oscillator.connect(gain);
  gain.connect(destination);
  oscillator.start(start);
  oscillator.stop(start + note.length + 0.05);
}

function output(ctx: AudioContext, volume: number): AudioNode {
  const master = ctx.createGain();
  master.gain.value = volume;
  master.connect(ctx.destination);
  return master;
}

/** A bell strike: the fundamental plus the inharmonic partials that make metal sound like metal. */
function bell(ctx: AudioContext, out: AudioNode, frequency: number, at: number) {
  playNote(ctx, out, { frequency, at, length: 1.6, type: 'sine', volume: 0.6 });
  playNote(ctx, out, { frequency: frequency * 2.76, at, length: 0.7, type: 'sine', volume: 0.18 });
  playNote(ctx, out, { frequency: frequency * 5.4, at, length: 0.3, type: 'sine', volume: 0.07 });
}

const recipes: Record<SoundName, (ctx: AudioContext) => void> = {
  // The little brass bell over the shop door: ding-dong, high then low (E6, C6).
  doorChime: (ctx) => {
    const out = output(ctx, 0.35);
    bell(ctx, out, 1318.5, 0);
    bell(ctx, out, 1046.5, 0.22);
  },
  // A video-game bleep from the back room.
  easterEggBeep: (ctx) => {
    const out = output(ctx, 0.18);
    playNote(ctx, out, { frequency: 988, at: 0, length: 0.09, type: 'square', volume: 0.8 });
    playNote(ctx, out, { frequency: 1319, at: 0.1, length: 0.16, type: 'square', volume: 0.8 });
  },
  // Soft and rising, so a new notification sounds like good news.
  notification: (ctx) => {
    const out = output(ctx, 0.3);
    playNote(ctx, out, { frequency: 880, at: 0, length: 0.35, type: 'triangle', volume: 0.7 });
    playNote(ctx, out, { frequency: 1318.5, at: 0.12, length: 0.5, type: 'triangle', volume: 0.7 });
  },
};
