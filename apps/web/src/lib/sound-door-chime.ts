import { useEffect } from 'react';
import { hasVisited, markVisited } from './session.ts';
import { playSound } from './sound.ts';

/** docs/product.md §1/§9: the door chime rings 1 s after a first visit's page load. */
const DOOR_CHIME_DELAY_MS = 1000;

// Decided once per page load: StrictMode's second effect run must still see a first visit.
let chimePending: boolean | undefined;

/**
 * On a first visit (no has-visited flag): set the flag and ring the shop bell a second later.
 * Mute and prefers-reduced-motion keep it quiet (the flag is set either way, so it never rings
 * on a later visit).
 */
export function useDoorChimeOnFirstVisit(): void {
  useEffect(() => {
    chimePending ??= !hasVisited();
    if (!chimePending) return;
    markVisited();
    const timer = setTimeout(() => {
      chimePending = false;
      void playSound('doorChime', { autoplay: true });
    }, DOOR_CHIME_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

export function resetDoorChimeForTests(): void {
  chimePending = undefined;
}
