// The Year in Rewind recap card (docs/product.md §2 'Year in Rewind'): 1200x630, drawn with the share
// tool's pieces (background, poster frames, shelf tag, branding, filters) in the same look.
import { FONTS } from '../../../components/share/card-geometry.ts';
import {
  CARD_COLORS as C,
  drawBranding,
  drawCard,
  drawPosterFrame,
  drawTag,
  hashText,
  wrapLines,
} from '../../../components/share/share-card.ts';
import type { ShareFilter } from '../../../components/share/share-filters.ts';
import { hoursText } from './rewind-text.ts';

export interface RecapContent {
  year: number;
  films: number;
  hours: number;
  topGenre: string | null;
  topDirector: string | null;
  /** The year's best-rated films, best first (three are drawn), each with a readable poster or null. */
  best: { title: string; poster: CanvasImageSource | null }[];
}

/** How many of the best-rated films the card shows. */
export const RECAP_POSTERS = 3;

const LEFT = { x: 64, w: 560 };
const SHELF = { x: 672, y: 144, w: 144, h: 216, gap: 16 };

export function drawRecapCard(ctx: CanvasRenderingContext2D, recap: RecapContent, filter: ShareFilter): void {
  drawCard(ctx, filter, hashText(`rewind-${recap.year}`), () => {
    drawTag(ctx, 'My Year in Rewind', LEFT.x, 64);

    ctx.font = `150px ${FONTS.display}`;
    ctx.fillStyle = C.ink;
    ctx.shadowColor = 'rgba(255,79,174,0.85)';
    ctx.shadowBlur = 26;
    ctx.fillText(String(recap.year), LEFT.x, 270, LEFT.w);
    ctx.shadowBlur = 0;
    ctx.shadowColor = 'transparent';

    figure(ctx, recap.films.toLocaleString('en-US'), recap.films === 1 ? 'film' : 'films', LEFT.x, C.ticket);
    figure(ctx, hoursText(recap.hours), recap.hours === 1 ? 'hour' : 'hours', LEFT.x + 290, C.cyan);

    let line = 420;
    for (const [label, value] of [
      ['Top genre', recap.topGenre],
      ['Top director', recap.topDirector],
    ] as const) {
      if (!value) continue;
      ctx.font = `34px ${FONTS.retro}`;
      ctx.fillStyle = C.pink;
      const labelText = `${label.toUpperCase()}  `;
      ctx.fillText(labelText, LEFT.x, line);
      const indent = ctx.measureText(labelText).width;
      ctx.font = `30px ${FONTS.sans}`;
      ctx.fillStyle = C.ink;
      ctx.fillText(
        wrapLines(ctx, value, LEFT.w - indent, 1)[0] ?? '',
        LEFT.x + indent,
        line,
        LEFT.w - indent,
      );
      line += 44;
    }

    drawShelf(ctx, recap);
    drawBranding(ctx, LEFT.x, SHELF.x + RECAP_POSTERS * (SHELF.w + SHELF.gap) - SHELF.gap - LEFT.x);
  });
}

/** A big number over its word, like a receipt's total. */
function figure(ctx: CanvasRenderingContext2D, value: string, word: string, x: number, color: string) {
  ctx.font = `64px ${FONTS.display}`;
  ctx.fillStyle = color;
  ctx.fillText(value, x, 350, 270);
  ctx.font = `34px ${FONTS.retro}`;
  ctx.fillStyle = C.muted;
  ctx.fillText(word.toUpperCase(), x, 382);
}

/** The best-rated films' posters in a row; a year with nothing rated gets one sleeve for the year. */
function drawShelf(ctx: CanvasRenderingContext2D, recap: RecapContent) {
  const films = recap.best.slice(0, RECAP_POSTERS);
  ctx.font = `34px ${FONTS.retro}`;
  ctx.fillStyle = C.cyan;
  ctx.fillText(films.length ? 'HIGHEST RATED' : 'ON TAPE', SHELF.x, SHELF.y - 28);
  if (!films.length) {
    drawPosterFrame(ctx, { x: SHELF.x, y: SHELF.y, w: SHELF.w, h: SHELF.h }, null, `Rewind ${recap.year}`);
    return;
  }
  films.forEach((film, i) => {
    const rect = { x: SHELF.x + i * (SHELF.w + SHELF.gap), y: SHELF.y, w: SHELF.w, h: SHELF.h };
    drawPosterFrame(ctx, rect, film.poster, film.title);
  });
}
