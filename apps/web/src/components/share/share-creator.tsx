import { Check, Copy, Download } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, buttonStyles } from '../ui/button.tsx';
import { LoadingTape } from '../ui/loading-tape.tsx';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './brand-icons.tsx';
import { CARD_HEIGHT, CARD_WIDTH } from './card-geometry.ts';
import { loadPoster } from './poster-loader.ts';
import { copyWithToast, downloadWithToast } from './share-actions.ts';
import { drawShareCard, loadCardFonts } from './share-card.ts';
import { FILTERS, type ShareFilter } from './share-filters.ts';
import {
  clipboardText,
  cutDescription,
  facebookShareUrl,
  SHARE_TEMPLATES,
  type ShareableMovie,
  type ShareTemplate,
  shareFileName,
  shareText,
  shareUrl,
  TEMPLATE_ORDER,
  twitterIntentUrl,
} from './share-text.ts';

export interface ShareCreatorProps {
  movie: ShareableMovie;
  /** The template to start with; the visitor can switch. */
  template: ShareTemplate;
  filter?: ShareFilter;
  className?: string;
}

// A swatch per filter so the chips read at a glance.
const SWATCHES: Record<ShareFilter, string> = {
  sepia: 'linear-gradient(135deg,#704214,#e8c48c)',
  film_grain: 'linear-gradient(135deg,#111,#9a9a9a 60%,#eee)',
  vhs: 'linear-gradient(90deg,#ff3b3b,#2f7bff 50%,#45e3ff)',
  retro_warm: 'linear-gradient(135deg,#ff9628,#c2451e 60%,#5a2a12)',
  cinema: 'linear-gradient(135deg,#0f4c5c,#f08a4b)',
  neon: 'linear-gradient(135deg,#ff4fae,#45e3ff)',
};

type PosterState = { url: string | null; image: HTMLImageElement | null } | null;

/**
 * The share tool: a live 1200x630 preview of the card, template and vintage-filter pickers, and the
 * targets (Twitter and Facebook intents, Instagram as a PNG download, copy text, download).
 */
export function ShareCreator({
  movie,
  template: initialTemplate,
  filter: initialFilter = 'vhs',
  className,
}: ShareCreatorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Radio group names must be unique when two creators share a page (the demo and a dialog).
  const groupId = useId();
  const [template, setTemplate] = useState<ShareTemplate>(initialTemplate);
  const [filter, setFilter] = useState<ShareFilter>(initialFilter);
  const [poster, setPoster] = useState<PosterState>(null);
  const [rendered, setRendered] = useState<string | null>(null);
  const posterUrl = movie.posterUrl ?? null;

  useEffect(() => {
    let cancelled = false;
    loadPoster(posterUrl).then((image) => {
      if (!cancelled) setPoster({ url: posterUrl, image });
    });
    return () => {
      cancelled = true;
    };
  }, [posterUrl]);

  const description = cutDescription(movie.description);
  const ready = poster?.url === posterUrl;
  const posterImage = ready ? poster.image : null;

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    loadCardFonts().then(() => {
      const ctx = canvasRef.current?.getContext('2d');
      if (cancelled || !ctx) return;
      drawShareCard(
        ctx,
        {
          title: movie.title,
          year: movie.year,
          description,
          headline: SHARE_TEMPLATES[template].headline,
          poster: posterImage,
        },
        filter,
      );
      setRendered(`${template}:${filter}`);
    });
    return () => {
      cancelled = true;
    };
  }, [ready, posterImage, movie.title, movie.year, description, template, filter]);

  const film = {
    title: movie.title,
    year: movie.year,
    description: movie.description,
    movieId: movie.movieId,
  };
  const text = shareText(film, template);
  const link = shareUrl(film);
  const current = rendered === `${template}:${filter}`;
  const filterLabel = FILTERS.find((f) => f.id === filter)?.label ?? filter;

  const download = (forInstagram: boolean) => {
    if (canvasRef.current)
      void downloadWithToast(canvasRef.current, shareFileName(film, filter), forInstagram);
  };

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <CardPreview
        canvasRef={canvasRef}
        label={`Share card preview: ${movie.title}, ${SHARE_TEMPLATES[template].label} template, ${filterLabel} filter`}
        rendered={rendered}
      />

      <div className="grid gap-5 md:grid-cols-2">
        <fieldset>
          <legend className="mb-2 font-retro text-xl tracking-wide text-neon-cyan uppercase">Template</legend>
          <div className="grid grid-cols-2 gap-2">
            {TEMPLATE_ORDER.map((id) => (
              <ChoiceChip
                key={id}
                name={`${groupId}-template`}
                checked={template === id}
                onSelect={() => setTemplate(id)}
                label={SHARE_TEMPLATES[id].label}
              />
            ))}
          </div>
        </fieldset>
        <FilterPicker name={`${groupId}-filter`} filter={filter} onChange={setFilter} />
      </div>

      <div>
        <p className="mb-1.5 font-retro text-xl tracking-wide text-neon-cyan uppercase">Post text</p>
        <p
          data-testid="share-text"
          className="rounded-md border-2 border-midnight-600 bg-midnight-950 px-3 py-2.5 text-sm break-words text-ink"
        >
          {text} <span className="text-neon-cyan">{link}</span>
        </p>
      </div>

      <div className="flex flex-wrap gap-2.5">
        <a
          href={twitterIntentUrl(film, template)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles('secondary', 'md')}
        >
          <TwitterIcon />
          Twitter
        </a>
        <a
          href={facebookShareUrl(film)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles('secondary', 'md')}
        >
          <FacebookIcon />
          Facebook
        </a>
        <Button variant="secondary" disabled={!current} onClick={() => download(true)}>
          <InstagramIcon />
          Instagram
        </Button>
        <Button variant="secondary" onClick={() => void copyWithToast(clipboardText(film, template))}>
          <Copy aria-hidden="true" />
          Copy Text
        </Button>
        <Button variant="primary" disabled={!current} onClick={() => download(false)}>
          <Download aria-hidden="true" />
          Download PNG
        </Button>
      </div>
    </div>
  );
}

/** The card's live 1200x630 canvas; 'Developing your card...' over it until the first drawing lands. */
export function CardPreview({
  canvasRef,
  label,
  rendered,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  label: string;
  /** What was drawn last (data-rendered, which tests wait for); null before the first drawing. */
  rendered: string | null;
}) {
  return (
    <div className="relative overflow-hidden rounded-md border-2 border-midnight-600 bg-midnight-950 shadow-[6px_6px_0_0_var(--color-neon-pink)]">
      <canvas
        ref={canvasRef}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        role="img"
        aria-label={label}
        data-rendered={rendered ?? ''}
        className="block aspect-[1200/630] h-auto w-full"
      />
      {rendered ? null : (
        <div className="absolute inset-0 flex items-center justify-center bg-midnight-950/85">
          <LoadingTape label="Developing your card..." />
        </div>
      )}
    </div>
  );
}

/** The six vintage filters as radio chips with a swatch each. */
export function FilterPicker({
  name,
  filter,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  filter: ShareFilter;
  onChange: (filter: ShareFilter) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-retro text-xl tracking-wide text-neon-cyan uppercase">
        Vintage filter
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {FILTERS.map((f) => (
          <ChoiceChip
            key={f.id}
            name={name}
            checked={filter === f.id}
            onSelect={() => onChange(f.id)}
            label={f.label}
            title={f.blurb}
            swatch={SWATCHES[f.id]}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface ChoiceChipProps {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  title?: string;
  swatch?: string;
}

/** A native radio styled as a chip: arrow keys move within the group, focus is visible. */
function ChoiceChip({ name, label, checked, onSelect, title, swatch }: ChoiceChipProps) {
  return (
    <label
      title={title}
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded-md border-2 px-2.5 py-2 text-sm font-semibold transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan',
        checked
          ? 'border-ticket-400 bg-ticket-400/12 text-ticket-300'
          : 'border-midnight-600 bg-midnight-900 text-ink hover:border-neon-cyan',
      )}
    >
      {/* Transparent over the whole chip, so a click anywhere on it lands on the radio itself. */}
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
      />
      {swatch ? (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-sm border border-black/40"
          style={{ background: swatch }}
        />
      ) : null}
      <span className="leading-tight">{label}</span>
      {checked ? (
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-ticket-400 text-midnight-950"
        >
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      ) : null}
    </label>
  );
}
