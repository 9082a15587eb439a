import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Rewind } from './rewind-text.ts';

const loadDialog = () => import('./rewind-share-dialog.tsx');
// The dialog and the canvas code load on first use (a hover or focus starts it early), as the share tool's.
const RewindShareDialog = lazy(async () => ({ default: (await loadDialog()).RewindShareDialog }));

/** 'Share my Rewind': opens the share tool's dialog with the year's 1200x630 recap card. */
export function RewindShareButton({ rewind, userId }: { rewind: Rewind; userId: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden="true" />
        Share my Rewind
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <RewindShareDialog rewind={rewind} userId={userId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
