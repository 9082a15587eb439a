import { ArrowLeft, DoorClosed, ListVideo, LogOut, Mail, NotebookPen, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CONTACT_HREF } from '../../../components/layout/site-links.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { LOGOUT_PATH } from '../../../lib/auth-urls.ts';
import { cn } from '../../../lib/cn.ts';
import { playSound } from '../../../lib/sound.ts';

/** docs/product.md §4/§9: the easter-egg door opens 1 s after the click. */
const EASTER_EGG_DELAY_MS = 1000;

/** docs/product.md §2 profile header: Contact, a hidden door to the back room, Logout and Back to Movies. */
export function ProfileHeaderActions() {
  const { user } = useCurrentUser();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <a href={CONTACT_HREF} className={buttonStyles('ghost', 'sm')}>
        <Mail aria-hidden="true" />
        Contact
      </a>
      <a href={LOGOUT_PATH} className={buttonStyles('secondary', 'sm')}>
        <LogOut aria-hidden="true" />
        Logout
      </a>
      <Link href="/" className={buttonStyles('primary', 'sm')}>
        <ArrowLeft aria-hidden="true" />
        Back to Movies
      </Link>
      {/* docs/product.md §2 'Diary': where a member looks for their own film life. */}
      <Link href="/diary" className={buttonStyles('secondary', 'sm')}>
        <NotebookPen aria-hidden="true" />
        My Diary
      </Link>
      {/* docs/product.md §2 'Lists': a member's lists, and New list, are on their member page. */}
      {user ? (
        <Link
          href={`/members/${encodeURIComponent(user.id)}#lists`}
          className={buttonStyles('secondary', 'sm')}
        >
          <ListVideo aria-hidden="true" />
          My Lists
        </Link>
      ) : null}
      <Link href={`/rewind/${new Date().getFullYear()}`} className={buttonStyles('neon', 'sm')}>
        <Sparkles aria-hidden="true" />
        Year in Rewind
      </Link>
      <EasterEggDoor />
    </div>
  );
}

/**
 * Barely visible until hovered or focused (it is an easter egg), but a real button: it beeps,
 * rattles for a second, then the back room opens.
 */
function EasterEggDoor() {
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      aria-label="Employees only"
      title="Employees only"
      disabled={opening}
      onClick={() => {
        setOpening(true);
        void playSound('easterEggBeep');
        timer.current = setTimeout(() => navigate('/easter-egg'), EASTER_EGG_DELAY_MS);
      }}
      className={cn(
        'ml-auto inline-flex size-9 items-center justify-center rounded-md text-muted transition-opacity',
        'opacity-20 hover:opacity-100 focus-visible:opacity-100',
        opening && 'text-neon-pink opacity-100 motion-safe:animate-pulse',
      )}
    >
      <DoorClosed aria-hidden="true" className="size-5" />
    </button>
  );
}
