import './glitch-title.css';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/sound.ts';

/** docs/product.md §2/§9: the title glitches every 30 s. */
const GLITCH_EVERY_MS = 30_000;
const GLITCH_LENGTH_MS = 800;

/** True for the 0.8 s of each glitch; never under prefers-reduced-motion. */
function useTitleGlitch(): boolean {
  const [glitching, setGlitching] = useState(false);
  useEffect(() => {
    let stop: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      if (prefersReducedMotion()) return;
      setGlitching(true);
      stop = setTimeout(() => setGlitching(false), GLITCH_LENGTH_MS);
    }, GLITCH_EVERY_MS);
    return () => {
      clearInterval(every);
      clearTimeout(stop);
    };
  }, []);
  return glitching;
}

/** The store's neon sign as the page's heading, with its periodic tracking glitch. */
export function GlitchTitle() {
  const glitching = useTitleGlitch();
  return (
    <h1
      data-glitching={glitching}
      className="title-glitch mt-5 font-display text-4xl leading-[1.05] sm:text-6xl"
    >
      <span className="neon-pink">Chuck's</span> <span className="text-ticket-400">Video Store</span>
    </h1>
  );
}
