import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useMuted } from '../../lib/sound.ts';

/** The one switch for every store sound (door chime, notification chime, easter-egg beep). */
export function SoundToggle({ className }: { className?: string }) {
  const [muted, setMuted] = useMuted();
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => setMuted(!muted)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-midnight-600 px-3 font-retro text-lg text-ink transition-colors hover:border-neon-cyan hover:text-neon-cyan',
        muted && 'border-neon-pink/70 text-neon-pink',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      Mute store sounds
    </button>
  );
}
