// `pnpm catalog:import [--from FILE | --from tmdb --pages N]`: loads films into the catalog of the
// database the server uses (DATABASE_URL, or the PGlite under DATA_DIR). Without --from it
// (re)imports the embedded catalog when it is missing or out of date.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromUrl, migrateToLatest, openDatabase } from '@chuck/db';
import { importEmbeddedCatalog } from '../embedded/import-embedded.ts';
import { type ImportReport, importFile, importTmdbLists } from '../import/import-commands.ts';
import { createTmdbClient } from '../tmdb/tmdb-client.ts';
import { readCliEnv } from './env.ts';

const USAGE = `Usage:
  pnpm catalog:import                         import the embedded catalog if it is missing or old
  pnpm catalog:import --from FILE             import films from a JSON or CSV file
  pnpm catalog:import --from tmdb --pages N   import TMDB's popular and top-rated lists (needs a TMDB key)

A file has one film per row or object: title (required), year, release_date, director, genres,
overview, poster, runtime, rating, votes. Films already in the catalog are skipped, so an
interrupted import can be run again. With the embedded database (no DATABASE_URL), stop the
server first: PGlite allows one process at a time.`;

async function main(): Promise<number> {
  // `pnpm catalog:import -- --from x` passes the separator through; it is not an argument.
  const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, pages: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = readCliEnv();
  const here = env.INIT_CWD ?? process.cwd();
  const pages = values.pages === undefined ? 5 : Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1 || pages > 500) {
    console.error('--pages must be a whole number from 1 to 500');
    return 2;
  }
  const tmdbConfig = { apiKey: env.TMDB_API_KEY, readToken: env.TMDB_READ_TOKEN };
  if (values.from === 'tmdb' && !tmdbConfig.apiKey && !tmdbConfig.readToken) {
    console.error('--from tmdb needs TMDB_API_KEY or TMDB_READ_TOKEN');
    return 2;
  }

  const config = configFromUrl(env.DATABASE_URL, resolve(here, env.DATA_DIR));
  console.log(
    config.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${config.dataDir}`,
  );
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    const progress = (message: string) => console.log(message);
    if (!values.from) {
      const result = await importEmbeddedCatalog(handle.db);
      console.log(
        result.imported
          ? `Imported the embedded catalog (${result.version}): ${result.movies} films, ${result.people} people.`
          : `The embedded catalog (${result.version}) is already imported.`,
      );
      return 0;
    }
    const report =
      values.from === 'tmdb'
        ? await importTmdbLists(handle.db, createTmdbClient(handle.db, tmdbConfig), pages, progress)
        : await importFile(
            handle.db,
            isAbsolute(values.from) ? values.from : resolve(here, values.from),
            progress,
          );
    printReport(report);
    return 0;
  } finally {
    await handle.close();
  }
}

function printReport(report: ImportReport): void {
  console.log(`Done: ${report.saved} films imported, ${report.skipped.length} skipped.`);
  const reasons = new Map<string, string[]>();
  for (const { title, reason } of report.skipped)
    reasons.set(reason, [...(reasons.get(reason) ?? []), title]);
  for (const [reason, titles] of reasons) {
    const sample = titles.slice(0, 5).join('; ');
    console.log(`  skipped (${reason}): ${titles.length}: ${sample}${titles.length > 5 ? '; ...' : ''}`);
  }
  for (const warning of report.warnings.slice(0, 20)) console.log(`  note: ${warning}`);
  if (report.warnings.length > 20) console.log(`  note: ...and ${report.warnings.length - 20} more`);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
