// The download budget of the built web app (issue 10: initial JS ≤ 170 KB gzip, each lazy route
// ≤ 50 KB gzip). Reads Vite's manifest, so it counts exactly the chunks a browser fetches: the entry
// and everything it imports statically first, then for each lazily loaded module only what it adds.
// Prints a table and exits non-zero when a budget is missed. Run after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BudgetRow, measureBundle, type ViteManifest } from './bundle-size.ts';

export const INITIAL_JS_BUDGET = 170 * 1024;
export const LAZY_CHUNK_BUDGET = 50 * 1024;
/** Screens an issue gives a larger budget: Year in Rewind's charts (issue 18: ≤ 90 KB gzip). */
export const LAZY_CHUNK_BUDGETS: Record<string, number> = {
  'src/routes/library/rewind/rewind-page.tsx': 90 * 1024,
  'src/routes/library/rewind/member-rewind-page.tsx': 90 * 1024,
};

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (pnpm build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const rows: BudgetRow[] = measureBundle(manifest, gzipped, {
  initial: INITIAL_JS_BUDGET,
  lazy: LAZY_CHUNK_BUDGET,
  lazyBySource: LAZY_CHUNK_BUDGETS,
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'chunk'.padEnd(width)}  gzip      budget    `);
for (const row of rows) {
  const verdict = row.bytes <= row.budget ? 'ok' : 'MISSED';
  console.log(
    `${row.name.padEnd(width)}  ${kb(row.bytes).padEnd(8)}  ${kb(row.budget).padEnd(8)}  ${verdict}`,
  );
}
const missed = rows.filter((row) => row.bytes > row.budget);
if (missed.length > 0) {
  console.error(`\n${missed.length} bundle budget(s) missed: ${missed.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} bundle budgets met.`);
