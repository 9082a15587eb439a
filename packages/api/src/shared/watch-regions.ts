// docs/product.md §2 'Recommendations section': where to watch depends on the country. Zod-free, so
// the web app's region picker and search link share the server's list.

/** The countries offered for watch options (ISO 3166-1 codes, as TMDB's provider data is keyed). */
export const WATCH_REGIONS = [
  { code: 'AR', name: 'Argentina' },
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'DK', name: 'Denmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IN', name: 'India' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'KR', name: 'South Korea' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
] as const;

export type WatchRegion = (typeof WATCH_REGIONS)[number]['code'];

/** The store's home: used when nothing says otherwise. */
export const DEFAULT_WATCH_REGION: WatchRegion = 'US';

const CODES = new Set<string>(WATCH_REGIONS.map((r) => r.code));

export function isWatchRegion(code: string): code is WatchRegion {
  return CODES.has(code);
}

/** Where a language alone is spoken most ('de' → Germany); English goes to the store's home. */
const LANGUAGE_HOMES: Record<string, WatchRegion> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'BR',
  ja: 'JP',
  ko: 'KR',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  nn: 'NO',
  no: 'NO',
  fi: 'FI',
  pl: 'PL',
};

/**
 * A visitor's country from their browser's Accept-Language ('en-GB,en;q=0.9' → GB): the first
 * language with a listed country, in the browser's order of preference; then the home of the first
 * language we know; else the store's home.
 */
export function regionFromAcceptLanguage(header: string | null | undefined): WatchRegion {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase();
    if (region && isWatchRegion(region)) return region;
  }
  for (const { tag } of tags) {
    const home = LANGUAGE_HOMES[tag.split('-')[0]!.toLowerCase()];
    if (home) return home;
  }
  return DEFAULT_WATCH_REGION;
}

/** JustWatch's search for a title in a country (its paths are lower-case codes, 'uk' for Britain). */
export function justWatchSearchUrl(title: string, region: string): string {
  const country = region === 'GB' ? 'uk' : region.toLowerCase();
  return `https://www.justwatch.com/${country}/search?q=${encodeURIComponent(title)}`;
}
