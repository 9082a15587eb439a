import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadPoster } from '../../../components/share/poster-loader.ts';
import { copyWithToast, downloadWithToast } from '../../../components/share/share-actions.ts';
import { loadCardFonts } from '../../../components/share/share-card.ts';
import { CardPreview, FilterPicker } from '../../../components/share/share-creator.tsx';
import { ShareDialogFrame } from '../../../components/share/share-dialog.tsx';
import { FILTERS, type ShareFilter } from '../../../components/share/share-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { drawRecapCard, RECAP_POSTERS, type RecapContent } from './rewind-card.ts';
import { type Rewind, recapFileName, recapText, rewindUrl } from './rewind-text.ts';

export interface RewindShareDialogProps {
  rewind: Rewind;
  /** The member whose year it is: the shared link opens their Rewind for others. */
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Share my Rewind' (docs/product.md §2): the share tool's dialog with the year's recap card. */
export function RewindShareDialog({ rewind, userId, open, onOpenChange }: RewindShareDialogProps) {
  return (
    <ShareDialogFrame
      title={`Share your ${rewind.year} in Rewind`}
      description="Your year on one 1200x630 card: pick a vintage filter, then save the image or copy the post text."
      open={open}
      onOpenChange={onOpenChange}
    >
      <RecapCreator rewind={rewind} userId={userId} />
    </ShareDialogFrame>
  );
}

function RecapCreator({ rewind, userId }: { rewind: Rewind; userId: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const groupId = useId();
  // The VHS look first: the store's own.
  const [filter, setFilter] = useState<ShareFilter>('vhs');
  const [best, setBest] = useState<RecapContent['best'] | null>(null);
  const [rendered, setRendered] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const films = rewind.highestRated.slice(0, RECAP_POSTERS);
    // A poster that fails or would taint the canvas comes back null: that film gets a drawn sleeve.
    Promise.all(
      films.map(async (film) => ({ title: film.title, poster: await loadPoster(film.posterUrl) })),
    ).then((loaded) => {
      if (!cancelled) setBest(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [rewind.highestRated]);

  useEffect(() => {
    if (!best) return;
    let cancelled = false;
    loadCardFonts().then(() => {
      const ctx = canvasRef.current?.getContext('2d');
      if (cancelled || !ctx) return;
      drawRecapCard(
        ctx,
        {
          year: rewind.year,
          films: rewind.films,
          hours: rewind.hours,
          topGenre: rewind.topGenres[0]?.name ?? null,
          topDirector: rewind.topDirectors[0]?.name ?? null,
          best,
        },
        filter,
      );
      setRendered(filter);
    });
    return () => {
      cancelled = true;
    };
  }, [best, filter, rewind]);

  const current = rendered === filter;
  const download = () => {
    if (canvasRef.current)
      void downloadWithToast(canvasRef.current, recapFileName(rewind.year, filter), false);
  };

  return (
    <div className="flex flex-col gap-5">
      <CardPreview
        canvasRef={canvasRef}
        label={`Recap card preview: your ${rewind.year} in Rewind, ${FILTERS.find((f) => f.id === filter)?.label ?? filter} filter`}
        rendered={rendered}
      />
      <FilterPicker name={`${groupId}-filter`} filter={filter} onChange={setFilter} />
      <div className="flex flex-wrap gap-2.5">
        <Button
          variant="secondary"
          onClick={() => void copyWithToast(recapText(rewind, rewindUrl(userId, rewind.year)))}
        >
          <Copy aria-hidden="true" />
          Copy Text
        </Button>
        <Button variant="primary" disabled={!current} onClick={download}>
          <Download aria-hidden="true" />
          Download PNG
        </Button>
      </div>
    </div>
  );
}
