import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { playSound } from '../../../lib/sound.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { BackRoomScene } from './back-room-scene.tsx';

/** docs/product.md §4/§9: the back room is revealed 500 ms after arriving. */
export const REVEAL_DELAY_MS = 500;

const TITLE = 'Do NOT go in there';

/** /easter-egg (docs/product.md §2): a beep, a moment of tape, then the back room. Members earn a badge. */
export function EasterEggPage() {
  usePageTitle(TITLE);
  const revealed = useReveal();
  const { isAuthenticated } = useCurrentUser();
  useRecordFind(isAuthenticated);

  if (!revealed) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <LoadingTape size="lg" label="Finding the key to the back room..." />
      </div>
    );
  }
  return (
    <section className="back-room crt">
      <div className="back-room__wall" />
      <div className="relative z-[2] mx-auto flex max-w-3xl flex-col items-center px-4 pt-6 pb-12 text-center sm:pt-10">
        <BackRoomScene />
        <ShelfLabel className="mt-2">Aisle 13 · Back Room</ShelfLabel>
        <h1 className="neon-pink mt-4 font-display text-3xl leading-tight sm:text-5xl">{TITLE}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">
          Every video store has a back room. Chuck's holds the returns nobody rewound, a box of unlabelled
          tapes, and something that hums along to the rewinder. You did not see any of it.
        </p>
        {/* A member came from the profile's hidden button; a visitor has no profile to go back to
            (it would only send them to log in), so the way out is the front desk. */}
        <Link href={isAuthenticated ? '/profile' : '/'} className={buttonStyles('primary', 'lg', 'mt-8')}>
          <ArrowLeft aria-hidden="true" />
          {isAuthenticated ? 'Back to Profile' : 'Back to the Front Desk'}
        </Link>
      </div>
    </section>
  );
}

/**
 * The beep on arrival (after the profile's hidden button; a page opened straight from the address
 * bar has had no click the browser would let a sound follow, so it stays quiet), then the tape
 * rewinds for 500 ms before the room shows.
 */
function useReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    void playSound('easterEggBeep', { ifAllowed: true });
    const timer = setTimeout(() => setRevealed(true), REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return revealed;
}

/** A member's visit is recorded (earning the easter-egg flair); the first find gets a toast. */
function useRecordFind(isAuthenticated: boolean): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.flair.foundEasterEgg.mutationOptions({
      onSuccess: ({ firstTime, message, newlyAwarded }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.flair.list.queryKey() });
        if (!firstTime) return;
        const badges = newlyAwarded.map((award) => `${award.flair.icon} ${award.flair.name}`).join(', ');
        toast({
          title: 'Easter Egg Found!',
          description: badges ? `${message} New flair: ${badges}.` : message,
        });
      },
      // A missed badge is not worth interrupting the scene for.
      onError: (error) => console.warn('Could not record the easter-egg find', error),
    }),
  );
  const recorded = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || recorded.current) return;
    recorded.current = true;
    mutate();
  }, [isAuthenticated, mutate]);
}
