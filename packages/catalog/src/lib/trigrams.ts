/**
 * pg_trgm's similarity in JS, for matching titles that did not come from our database (TMDB's):
 * each word padded as '  word ', cut into three-letter runs; the share of runs two texts have in
 * common. Same numbers as `similarity()` on normalised titles.
 */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** What `title_norm % text` asks for: pg_trgm's default similarity threshold. */
export const TRIGRAM_THRESHOLD = 0.3;

function trigrams(text: string): Set<string> {
  const runs = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) runs.add(padded.slice(i, i + 3));
  }
  return runs;
}
