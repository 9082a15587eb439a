import { Mic } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { useVoiceInput } from './use-voice-input.ts';

/** The chat's microphone: pressed while listening; what it hears goes to `onText`. */
export function VoiceButton({ onText }: { onText: (text: string) => void }) {
  const { state, toggle } = useVoiceInput(onText);
  const recording = state === 'recording';
  return (
    <Button
      variant={recording ? 'neon' : 'ghost'}
      size="icon"
      aria-pressed={recording}
      aria-label="Voice input"
      title={recording ? 'Listening... press to stop' : 'Speak to Chuck'}
      onClick={toggle}
      className={cn('relative size-10', recording && 'motion-safe:animate-pulse')}
    >
      <Mic aria-hidden="true" />
      {recording ? (
        <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2 rounded-full bg-danger" />
      ) : null}
    </Button>
  );
}
