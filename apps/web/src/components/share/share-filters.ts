// The six vintage filters: real pixel work on the rendered card (colour grading, grain, channel
// shifts) plus drawn overlays (vignettes, sprockets, letterbox bars, VCR on-screen text, neon tubes).
import { CARD_HEIGHT, CARD_WIDTH, FONTS } from './card-geometry.ts';

export type ShareFilter = 'sepia' | 'film_grain' | 'vhs' | 'retro_warm' | 'cinema' | 'neon';

export const FILTERS: { id: ShareFilter; label: string; blurb: string }[] = [
  { id: 'sepia', label: 'Sepia', blurb: 'Silent-era brown, burnt edges' },
  { id: 'film_grain', label: 'Film Grain', blurb: '35 mm black & white, scratches and sprockets' },
  { id: 'vhs', label: 'VHS', blurb: 'Tracking lines, colour bleed, PLAY ▶' },
  { id: 'retro_warm', label: 'Retro Warm', blurb: 'Faded 70s print with a light leak' },
  { id: 'cinema', label: 'Cinema', blurb: 'Widescreen bars, teal & orange grade' },
  { id: 'neon', label: 'Neon', blurb: 'Synthwave duotone and glowing tubes' },
];

/** Deterministic noise, so the preview and the downloaded PNG show the same grain. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number) => Math.max(0, Math.min(255, v));

export function applyFilter(ctx: CanvasRenderingContext2D, filter: ShareFilter, seed: number): void {
  const image = ctx.getImageData(0, 0, CARD_WIDTH, CARD_HEIGHT);
  const random = seededRandom(seed);
  PIXELS[filter](image.data, random);
  ctx.putImageData(image, 0, 0);
  OVERLAYS[filter](ctx, random);
}

type PixelPass = (data: Uint8ClampedArray, random: () => number) => void;

export const VHS_BAND_HEIGHT = 26;
/** The band tears somewhere in the lower part of the picture, as a worn tape's tracking does. */
const BAND_ZONE = { top: Math.floor(CARD_HEIGHT * 0.55), bottom: Math.floor(CARD_HEIGHT * 0.9) };
/**
 * A pixel brighter than this is taken for text (the card's inks, even its pink labels, are far
 * brighter than its dark background and the neon spill on it).
 */
const TEXT_LUMA = 90;

/**
 * Where the VHS tracking band goes: a seeded pick among the windows of the lower picture whose rows
 * hold no text-bright pixel, so the noise never covers a line of text (issue 29: a Rewind card lost
 * a line under it). Null when every window holds some: then there is no band.
 */
export function quietBandTop(data: Uint8ClampedArray, random: () => number): number | null {
  const row = CARD_WIDTH * 4;
  const textRow = (y: number) => {
    for (let i = y * row; i < (y + 1) * row; i += 4) {
      const luma =
        0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
      if (luma > TEXT_LUMA) return true;
    }
    return false;
  };
  const quiet: number[] = [];
  let run = 0;
  for (let y = BAND_ZONE.top; y < BAND_ZONE.bottom; y += 1) {
    run = textRow(y) ? 0 : run + 1;
    if (run >= VHS_BAND_HEIGHT) quiet.push(y - VHS_BAND_HEIGHT + 1);
  }
  const pick = random();
  return quiet.length ? quiet[Math.floor(pick * quiet.length)]! : null;
}

const PIXELS: Record<ShareFilter, PixelPass> = {
  sepia(data, random) {
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      const paper = (random() - 0.5) * 14;
      // The classic sepia matrix, then a touch less contrast, like an old print.
      data[i] = clamp((0.393 * r + 0.769 * g + 0.189 * b) * 0.9 + 22 + paper);
      data[i + 1] = clamp((0.349 * r + 0.686 * g + 0.168 * b) * 0.9 + 14 + paper);
      data[i + 2] = clamp((0.272 * r + 0.534 * g + 0.131 * b) * 0.9 + 4 + paper);
    }
  },
  film_grain(data, random) {
    for (let i = 0; i < data.length; i += 4) {
      const lum =
        0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
      // Mostly monochrome, punchy contrast, with silver-halide grain.
      const contrasted = (lum - 128) * 1.25 + 128;
      const grain = (random() + random() + random() - 1.5) * 46;
      for (let c = 0; c < 3; c += 1) {
        const keep = (data[i + c] as number) * 0.12;
        data[i + c] = clamp(contrasted * 0.88 + keep + grain);
      }
    }
  },
  vhs(data, random) {
    const source = data.slice();
    const row = CARD_WIDTH * 4;
    // A tracking band where the picture tears sideways and fizzes, on rows holding no text.
    const bandTop = quietBandTop(source, random);
    for (let y = 0; y < CARD_HEIGHT; y += 1) {
      const inBand = bandTop !== null && y >= bandTop && y < bandTop + VHS_BAND_HEIGHT;
      const tear = inBand ? Math.round((random() - 0.3) * 40) : Math.round(Math.sin(y / 9) * 1.5);
      const scan = y % 3 === 0 ? 0.78 : 1;
      for (let x = 0; x < CARD_WIDTH; x += 1) {
        const i = y * row + x * 4;
        // Red and blue bleed apart, the way chroma smears on tape.
        const rx = Math.min(CARD_WIDTH - 1, Math.max(0, x + tear + 6));
        const bx = Math.min(CARD_WIDTH - 1, Math.max(0, x + tear - 6));
        const gx = Math.min(CARD_WIDTH - 1, Math.max(0, x + tear));
        const noise = inBand ? (random() - 0.5) * 120 : (random() - 0.5) * 16;
        data[i] = clamp((source[y * row + rx * 4] as number) * 1.08 * scan + noise);
        data[i + 1] = clamp((source[y * row + gx * 4 + 1] as number) * 0.96 * scan + noise);
        data[i + 2] = clamp((source[y * row + bx * 4 + 2] as number) * 1.12 * scan + noise + 6);
      }
    }
  },
  retro_warm(data, random) {
    for (let i = 0; i < data.length; i += 4) {
      const fade = (random() - 0.5) * 6;
      // Lifted blacks, golden highlights, tired blues: a 70s print left in the sun.
      data[i] = clamp((data[i] as number) * 0.92 + 34 + fade);
      data[i + 1] = clamp((data[i + 1] as number) * 0.86 + 20 + fade);
      data[i + 2] = clamp((data[i + 2] as number) * 0.66 + 14 + fade);
    }
  },
  cinema(data) {
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      const lum = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      // Teal shadows, orange highlights, an S-curve of contrast.
      const curve = (v: number) => 255 / (1 + Math.exp(-((v / 255 - 0.5) * 6.5)));
      const shadow = 1 - lum;
      data[i] = clamp(curve(r) + lum * 34 - shadow * 26);
      data[i + 1] = clamp(curve(g) + lum * 8 + shadow * 6);
      data[i + 2] = clamp(curve(b) - lum * 30 + shadow * 30);
    }
  },
  neon(data) {
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      const lum = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      // Posterise to five steps, then map dark→deep violet, mid→hot pink, light→electric cyan.
      const step = Math.round(lum * 4) / 4;
      const [dr, dg, db] =
        step < 0.5
          ? mix([20, 6, 48], [255, 40, 170], step * 2)
          : mix([255, 40, 170], [80, 240, 255], (step - 0.5) * 2);
      data[i] = clamp(dr * 0.7 + r * 0.3);
      data[i + 1] = clamp(dg * 0.7 + g * 0.3);
      data[i + 2] = clamp(db * 0.7 + b * 0.3);
    }
  },
};

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

type Overlay = (ctx: CanvasRenderingContext2D, random: () => number) => void;

function vignette(ctx: CanvasRenderingContext2D, strength: number, color = '0,0,0') {
  const v = ctx.createRadialGradient(
    CARD_WIDTH / 2,
    CARD_HEIGHT / 2,
    CARD_HEIGHT * 0.35,
    CARD_WIDTH / 2,
    CARD_HEIGHT / 2,
    CARD_WIDTH * 0.68,
  );
  v.addColorStop(0, `rgba(${color},0)`);
  v.addColorStop(1, `rgba(${color},${strength})`);
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
}

const OVERLAYS: Record<ShareFilter, Overlay> = {
  sepia(ctx, random) {
    vignette(ctx, 0.6, '60,30,5');
    // Foxing: the brown spots of an old photograph.
    for (let i = 0; i < 40; i += 1) {
      ctx.fillStyle = `rgba(90,50,10,${0.05 + random() * 0.12})`;
      ctx.beginPath();
      ctx.arc(random() * CARD_WIDTH, random() * CARD_HEIGHT, 1 + random() * 6, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  film_grain(ctx, random) {
    vignette(ctx, 0.7);
    // Scratches down the emulsion and dust on the gate.
    for (let i = 0; i < 9; i += 1) {
      const x = random() * CARD_WIDTH;
      ctx.strokeStyle = `rgba(255,255,255,${0.12 + random() * 0.25})`;
      ctx.lineWidth = random() < 0.7 ? 1 : 2;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.bezierCurveTo(
        x + random() * 8 - 4,
        CARD_HEIGHT / 3,
        x + random() * 8 - 4,
        (CARD_HEIGHT * 2) / 3,
        x + random() * 10 - 5,
        CARD_HEIGHT,
      );
      ctx.stroke();
    }
    for (let i = 0; i < 70; i += 1) {
      ctx.fillStyle = random() < 0.5 ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.45)';
      ctx.fillRect(random() * CARD_WIDTH, random() * CARD_HEIGHT, 1 + random() * 3, 1 + random() * 3);
    }
    // Sprocket holes along both edges of the strip.
    for (const y of [0, CARD_HEIGHT - 30]) {
      ctx.fillStyle = '#0a0a0a';
      ctx.fillRect(0, y, CARD_WIDTH, 30);
      ctx.fillStyle = '#d8d4c8';
      for (let x = 14; x < CARD_WIDTH; x += 44) roundRect(ctx, x, y + 8, 22, 14, 3);
    }
  },
  vhs(ctx) {
    ctx.save();
    // The VCR's on-screen display, in the corners clear of the poster and the title.
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#ffffff';
    ctx.shadowColor = 'rgba(0,0,0,0.9)';
    ctx.shadowOffsetX = 3;
    ctx.shadowOffsetY = 3;
    ctx.font = `56px ${FONTS.retro}`;
    ctx.textAlign = 'right';
    ctx.fillText('PLAY ▶', CARD_WIDTH - 40, 20);
    ctx.textAlign = 'left';
    ctx.font = `38px ${FONTS.retro}`;
    ctx.fillText('SP  0:19:42', 64, 582);
    ctx.restore();
  },
  retro_warm(ctx) {
    // A light leak burning in from the top right corner.
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    const leak = ctx.createRadialGradient(CARD_WIDTH, 0, 0, CARD_WIDTH, 0, 720);
    leak.addColorStop(0, 'rgba(255,150,40,0.75)');
    leak.addColorStop(0.4, 'rgba(255,70,30,0.32)');
    leak.addColorStop(1, 'rgba(255,60,0,0)');
    ctx.fillStyle = leak;
    ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
    ctx.restore();
    vignette(ctx, 0.45, '40,15,0');
  },
  cinema(ctx) {
    vignette(ctx, 0.35);
    // 2.39:1 letterbox bars with the credits in them.
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, CARD_WIDTH, 58);
    ctx.fillRect(0, CARD_HEIGHT - 58, CARD_WIDTH, 58);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.font = `30px ${FONTS.retro}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('N O W   S H O W I N G', CARD_WIDTH / 2, 30);
    ctx.fillText("C H U C K ' S   V I D E O   S T O R E   P R E S E N T S", CARD_WIDTH / 2, CARD_HEIGHT - 29);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
  neon(ctx) {
    ctx.save();
    // A synthwave grid glowing along the floor.
    ctx.globalCompositeOperation = 'lighter';
    ctx.strokeStyle = 'rgba(69,227,255,0.16)';
    ctx.lineWidth = 2;
    const horizon = 470;
    for (let i = 0; i <= 20; i += 1) {
      ctx.beginPath();
      ctx.moveTo(CARD_WIDTH / 2, horizon);
      ctx.lineTo((i / 20) * CARD_WIDTH * 3 - CARD_WIDTH, CARD_HEIGHT);
      ctx.stroke();
    }
    for (let y = horizon; y < CARD_HEIGHT; y += (y - horizon) / 3 + 8) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(CARD_WIDTH, y);
      ctx.stroke();
    }
    ctx.restore();
    // Two glowing tubes framing the card.
    ctx.save();
    for (const [color, inset] of [
      ['#ff4fae', 14],
      ['#45e3ff', 26],
    ] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = 5;
      ctx.shadowColor = color;
      ctx.shadowBlur = 28;
      ctx.beginPath();
      ctx.roundRect(inset, inset, CARD_WIDTH - inset * 2, CARD_HEIGHT - inset * 2, 22);
      ctx.stroke();
    }
    ctx.restore();
  },
};

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}
