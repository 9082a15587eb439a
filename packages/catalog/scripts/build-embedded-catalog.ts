// Builds the embedded catalog (data/embedded-films.json.gz) from today's films and the Wikipedia
// list of American films. Run after changing either source or the merge:
//   pnpm --filter @chuck/catalog catalog:build [path/to/wikipedia-american-films.json.gz]
// then bump EMBEDDED_CATALOG_VERSION (src/embedded/embedded-films.ts). docs/catalog.md says how.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { alternateTitles } from '../src/build/alternate-titles.ts';
import { mergeFilms } from '../src/build/merge-films.ts';
import { readWikipediaFilms } from '../src/build/wikipedia-films.ts';
import { loadVegaMovies } from '../src/embedded/vega-movies.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wikipediaPath =
  process.argv[2] ?? resolve(root, '../../../shared/data/wikipedia-american-films.json.gz');
const out = join(root, 'data/embedded-films.json.gz');

const { films, report } = mergeFilms(loadVegaMovies(), readWikipediaFilms(wikipediaPath), alternateTitles());
films.sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || a.title.localeCompare(b.title));
const json = `[\n${films.map((f) => JSON.stringify(f)).join(',\n')}\n]\n`;
const gz = gzipSync(json, { level: 9 });
writeFileSync(out, gz);
console.log(
  `${films.length} films → ${out} (${(gz.length / 1e6).toFixed(2)} MB): ${report.matched} in both sources, ` +
    `${report.vegaOnly} only in vega-datasets, ${report.wikipediaOnly} only in the Wikipedia list, ` +
    `${report.yearsCorrected.length} years corrected, ${report.refusedByDirector.length} refused by director`,
);
if (process.env.VERBOSE) {
  console.log('Years corrected:\n ', report.yearsCorrected.join('\n  '));
  console.log('Refused by director:\n ', report.refusedByDirector.join('\n  '));
  console.log('Disputed directors:\n ', report.disputedDirectors.join('\n  '));
}
