// Draws the 1200x630 share card on a canvas: poster (or a drawn VHS sleeve), the template's tag,
// title, year, description and the store's branding, then the chosen vintage filter. The pieces
// (drawCard, drawPosterFrame, drawTag, drawBranding, wrapLines) also draw other cards, such as the
// Year in Rewind recap.
import { CARD_HEIGHT, CARD_WIDTH, FONTS } from './card-geometry.ts';
import { applyFilter, type ShareFilter } from './share-filters.ts';

export interface CardContent {
  title: string;
  year: number | null;
  /** Already cut to 100 characters. */
  description: string;
  /** The template's tag, e.g. "Chuck's Pick". */
  headline: string;
  /** A poster that can be read back from the canvas (same-origin or CORS-approved); null → drawn sleeve. */
  poster: CanvasImageSource | null;
}

/** The site's palette, as the canvas paints it. */
export const CARD_COLORS = {
  midnight950: '#070a1f',
  midnight900: '#0c1130',
  midnight800: '#151c4a',
  midnight600: '#323d85',
  ticket: '#ffd23f',
  pink: '#ff4fae',
  cyan: '#45e3ff',
  ink: '#f2f4ff',
  muted: '#aab2dd',
};

export interface CardRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const C = CARD_COLORS;
const POSTER: CardRect = { x: 64, y: 64, w: 334, h: 501 };
const COLUMN = { x: 456, w: 680 };

let fontsReady: Promise<void> | null = null;
/** Canvas text only uses a web font once it is loaded: wait for the three the card uses (at most 3 s). */
export function loadCardFonts(): Promise<void> {
  if (!fontsReady) {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    const loads = fonts
      ? Promise.all([
          fonts.load(`64px ${FONTS.display}`),
          fonts.load(`40px ${FONTS.retro}`),
          fonts.load(`28px ${FONTS.sans}`),
        ]).then(() => undefined)
      : Promise.resolve();
    fontsReady = Promise.race([loads, new Promise<void>((r) => setTimeout(r, 3000))]).catch(() => undefined);
  }
  return fontsReady;
}

/** A small stable number from text: the same film always gets the same sleeve colour and grain. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function drawShareCard(
  ctx: CanvasRenderingContext2D,
  content: CardContent,
  filter: ShareFilter,
): void {
  drawCard(ctx, filter, hashText(content.title), () => {
    drawPosterFrame(ctx, POSTER, content.poster, content.title);
    drawText(ctx, content);
    drawBranding(ctx, COLUMN.x, COLUMN.w);
  });
}

/** Any card: the store's background, `paint` on top, then the vintage filter (its grain seeded by `seed`). */
export function drawCard(
  ctx: CanvasRenderingContext2D,
  filter: ShareFilter,
  seed: number,
  paint: () => void,
): void {
  ctx.save();
  ctx.clearRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  drawBackground(ctx);
  paint();
  ctx.restore();
  applyFilter(ctx, filter, seed);
}

function drawBackground(ctx: CanvasRenderingContext2D) {
  const sky = ctx.createLinearGradient(0, 0, 0, CARD_HEIGHT);
  sky.addColorStop(0, C.midnight800);
  sky.addColorStop(0.55, C.midnight900);
  sky.addColorStop(1, C.midnight950);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  // Neon spill from the signage, as on the site.
  for (const [x, y, r, color] of [
    [1120, -40, 520, 'rgba(255,79,174,0.30)'],
    [280, 700, 560, 'rgba(69,227,255,0.20)'],
  ] as const) {
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, color);
    glow.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  }
  // CRT scanlines, faint.
  ctx.fillStyle = 'rgba(255,255,255,0.035)';
  for (let y = 0; y < CARD_HEIGHT; y += 3) ctx.fillRect(0, y, CARD_WIDTH, 1);
  // The neon rule along the top, like the site's header.
  const rule = ctx.createLinearGradient(0, 0, CARD_WIDTH, 0);
  rule.addColorStop(0, C.pink);
  rule.addColorStop(0.5, C.ticket);
  rule.addColorStop(1, C.cyan);
  ctx.fillStyle = rule;
  ctx.fillRect(0, 0, CARD_WIDTH, 8);
}

/** A poster in the price-tag frame, cover-fit; without one, a VHS sleeve with `title` on it. */
export function drawPosterFrame(
  ctx: CanvasRenderingContext2D,
  rect: CardRect,
  poster: CanvasImageSource | null,
  title: string,
) {
  const { x, y, w, h } = rect;
  // The frame and shadow keep their proportions on a smaller poster.
  const edge = Math.max(3, Math.round((6 * w) / POSTER.w));
  // The price-tag look: a neon-pink offset shadow under a ticket-yellow frame.
  ctx.fillStyle = C.pink;
  ctx.fillRect(x + edge * 2, y + edge * 2, w, h);
  ctx.fillStyle = C.ticket;
  ctx.fillRect(x - edge, y - edge, w + edge * 2, h + edge * 2);
  if (poster) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    const { width, height } = imageSize(poster);
    // Cover-fit: fill the 2:3 frame, cropping the overflow evenly.
    const scale = Math.max(w / width, h / height);
    const dw = width * scale;
    const dh = height * scale;
    ctx.drawImage(poster, x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
    ctx.restore();
  } else {
    drawSleeve(ctx, rect, title);
  }
}

function imageSize(image: CanvasImageSource): { width: number; height: number } {
  if (image instanceof HTMLImageElement) {
    return { width: image.naturalWidth || POSTER.w, height: image.naturalHeight || POSTER.h };
  }
  const sized = image as { width: number | SVGAnimatedLength; height: number | SVGAnimatedLength };
  return {
    width: typeof sized.width === 'number' ? sized.width : POSTER.w,
    height: typeof sized.height === 'number' ? sized.height : POSTER.h,
  };
}

/** No readable poster: a VHS sleeve in the film's own colour with its title, like our generated covers. */
function drawSleeve(ctx: CanvasRenderingContext2D, rect: CardRect, title: string) {
  const { x, y, w, h } = rect;
  // Drawn for the card's big poster; a smaller sleeve scales every measure.
  const k = w / POSTER.w;
  const hue = Math.round((hashText(title) * 137.508) % 360);
  const body = ctx.createLinearGradient(0, y, 0, y + h);
  body.addColorStop(0, `hsl(${hue} 60% 30%)`);
  body.addColorStop(1, `hsl(${hue} 70% 9%)`);
  ctx.fillStyle = body;
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = `hsla(${hue} 80% 70% / 0.5)`;
  ctx.lineWidth = 3 * k;
  ctx.strokeRect(x + 10 * k, y + 10 * k, w - 20 * k, h - 20 * k);
  ctx.fillStyle = '#111';
  ctx.fillRect(x, y + 30 * k, w, 38 * k);
  ctx.fillStyle = '#f5f5f5';
  ctx.font = `${Math.round(26 * k)}px ${FONTS.display}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('VHS · HI-FI', x + w / 2, y + 50 * k);
  const size = Math.round(40 * k);
  ctx.font = `${size}px ${FONTS.display}`;
  const lines = wrapLines(ctx, title.toUpperCase(), w - 48 * k, 5);
  const top = y + h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  ctx.fillStyle = '#fff7e0';
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowOffsetY = 3;
  lines.forEach((line, i) => {
    ctx.fillText(line, x + w / 2, top + i * size * 1.15, w - 32 * k);
  });
  ctx.shadowColor = 'transparent';
  ctx.shadowOffsetY = 0;
  for (let i = 0; i < 4; i += 1) {
    ctx.fillStyle = `hsl(${(hue + 30 + i * 25) % 360} 85% ${60 - i * 6}%)`;
    ctx.fillRect(x, y + h - (110 - i * 13) * k, w, 9 * k);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** A tag cut like the site's yellow shelf labels, its top-left corner at (x, y), 52 high. */
export function drawTag(ctx: CanvasRenderingContext2D, text: string, x: number, y: number) {
  ctx.font = `44px ${FONTS.retro}`;
  const tag = text.toUpperCase();
  const tagWidth = ctx.measureText(tag).width + 52;
  ctx.fillStyle = C.ticket;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + tagWidth - 18, y);
  ctx.lineTo(x + tagWidth, y + 26);
  ctx.lineTo(x + tagWidth - 18, y + 52);
  ctx.lineTo(x, y + 52);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = C.midnight950;
  ctx.textBaseline = 'middle';
  ctx.fillText(tag, x + 16, y + 28);
  ctx.textBaseline = 'alphabetic';
}

function drawText(ctx: CanvasRenderingContext2D, content: CardContent) {
  const { x, w } = COLUMN;
  // The template's tag.
  drawTag(ctx, content.headline, x, 64);

  // Title: as big as fits in two lines.
  let size = 72;
  let lines: string[] = [];
  for (; size >= 40; size -= 4) {
    ctx.font = `${size}px ${FONTS.display}`;
    lines = wrapLines(ctx, content.title, w, 2);
    if (!lines.at(-1)?.endsWith('…')) break;
  }
  ctx.font = `${size}px ${FONTS.display}`;
  ctx.textBaseline = 'alphabetic';
  const lineHeight = size * 1.12;
  let cursor = 150 + size;
  ctx.fillStyle = C.ink;
  ctx.shadowColor = 'rgba(255,79,174,0.85)';
  ctx.shadowBlur = 22;
  for (const line of lines) {
    ctx.fillText(line, x, cursor, w);
    cursor += lineHeight;
  }
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'transparent';

  cursor += 6 - lineHeight + 48;
  if (content.year) {
    ctx.font = `52px ${FONTS.retro}`;
    ctx.fillStyle = C.cyan;
    ctx.fillText(String(content.year), x, cursor);
    cursor += 50;
  }

  if (content.description) {
    ctx.font = `30px ${FONTS.sans}`;
    ctx.fillStyle = C.muted;
    const maxLines = Math.max(1, Math.min(3, Math.floor((486 - cursor) / 40) + 1));
    for (const line of wrapLines(ctx, content.description, w, maxLines)) {
      ctx.fillText(line, x, cursor, w);
      cursor += 40;
    }
  }
}

/** The store's name and motto over rental-tape stripes, along the bottom from x, w wide. */
export function drawBranding(ctx: CanvasRenderingContext2D, x: number, w: number) {
  // The magenta / yellow / cyan stripes of a rental-tape label.
  [C.pink, C.ticket, C.cyan].forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.fillRect(x, 500 + i * 8, w, 6);
  });
  ctx.textBaseline = 'alphabetic';
  ctx.font = `34px ${FONTS.display}`;
  ctx.fillStyle = C.ticket;
  ctx.fillText("CHUCK'S VIDEO STORE", x, 566);
  ctx.font = `34px ${FONTS.retro}`;
  ctx.fillStyle = C.cyan;
  ctx.textAlign = 'right';
  ctx.fillText('BE KIND · REWIND', x + w, 564);
  ctx.textAlign = 'left';
}

/** Words into at most `maxLines` lines of `maxWidth`; the last one ends with '…' when text is left over. */
export function wrapLines(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < words.length; index += 1) {
    const word = words[index] as string;
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= maxWidth || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
    index = words.length;
  }
  const leftOver = index < words.length;
  if (lines.length && leftOver) {
    let last = `${lines[lines.length - 1]}…`;
    while (ctx.measureText(last).width > maxWidth && last.length > 1)
      last = `${last.slice(0, -2).trimEnd()}…`;
    lines[lines.length - 1] = last;
  }
  // A single word wider than the line is squeezed by fillText's maxWidth rather than overflowing.
  return lines;
}
