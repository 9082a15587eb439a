/** What a generated cover shows. */
export interface PosterFacts {
  id: number;
  title: string;
  year: number | null;
}

const WIDTH = 200;
const HEIGHT = 300; // 2:3, like a VHS sleeve and TMDB posters
const MAX_LINES = 4;

/**
 * A retro VHS-sleeve cover for films without a real poster: the title in big condensed type,
 * the year, a colour picked from the id (so a film always gets the same one) and 80s stripes.
 */
export function posterSvg({ id, title, year }: PosterFacts): string {
  const hue = Math.round((Math.abs(id) * 137.508) % 360); // golden angle: neighbours differ
  const lines = wrap(title.trim() || 'Untitled', 13);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(15, Math.min(30, Math.floor(240 / Math.max(longest, 8))));
  const top = 150 - ((lines.length - 1) * size * 1.1) / 2;
  const text = lines
    .map((line, i) => `<tspan x="100" y="${(top + i * size * 1.1).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const stripes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="0" y="${232 + i * 7}" width="${WIDTH}" height="5" fill="hsl(${(hue + 30 + i * 25) % 360} 85% ${60 - i * 6}%)"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(year ? `${title} (${year})` : title)}</title>`,
    // The gradient's id is the film's, so several covers can stand in one document (a list's card).
    `<defs><linearGradient id="cover-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 28%)"/><stop offset="1" stop-color="hsl(${hue} 70% 9%)"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cover-${id})"/>`,
    `<rect x="6" y="6" width="${WIDTH - 12}" height="${HEIGHT - 12}" fill="none" stroke="hsl(${hue} 80% 70%)" stroke-opacity=".5" stroke-width="2"/>`,
    `<rect x="0" y="18" width="${WIDTH}" height="22" fill="#111"/>`,
    `<text x="100" y="34" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="13" font-weight="900" fill="#f5f5f5" letter-spacing="3">VHS · HI-FI</text>`,
    `<text text-anchor="middle" font-family="Impact, 'Arial Narrow', Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff7e0" stroke="#000" stroke-width=".6" paint-order="stroke">${text}</text>`,
    stripes,
    year
      ? `<text x="100" y="280" text-anchor="middle" font-family="'Courier New', monospace" font-size="16" font-weight="700" fill="hsl(${hue} 90% 80%)">${year}</text>`
      : '',
    `<text x="190" y="290" text-anchor="end" font-family="Arial, sans-serif" font-size="7" fill="#ffffff" fill-opacity=".6">CHUCK'S VIDEO</text>`,
    '</svg>',
  ].join('');
}

/** Greedy word wrap; words longer than a line are cut, and the last line ends in '…' if text is left. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  const kept = lines.slice(0, MAX_LINES).map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
  if (lines.length > MAX_LINES) kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.replace(/…$/, '')}…`;
  return kept;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}
