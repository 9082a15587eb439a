import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button.tsx';
import type { ShareableMovie, ShareTemplate } from './share-text.ts';

export interface ShareButtonProps {
  movie: ShareableMovie;
  template: ShareTemplate;
  /** Compact icon-only button for cards. */
  compact?: boolean;
}

const loadDialog = () => import('./share-dialog.tsx');
// The dialog and its canvas code load on first use (a hover or focus starts it early).
const ShareDialog = lazy(async () => ({ default: (await loadDialog()).ShareDialog }));

/** Opens the Share dialog for a film: a vintage-filtered 1200x630 card for Twitter, Facebook or Instagram. */
export function ShareButton({ movie, template, compact }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Share ${movie.title}`}
        title={compact ? 'Share' : undefined}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden className="size-4" />
        {compact ? null : 'Share'}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShareDialog movie={movie} template={template} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
