/** What the browser journeys read from the environment: the database and web build to serve. */
export const e2eEnv = {
  /** PostgreSQL for the server under test; unset → embedded PGlite in a fresh temp dir. */
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  /** Another web build to serve (e.g. one built with `vite build --outDir`); unset → apps/web/dist. */
  webDist: process.env.E2E_WEB_DIST?.trim() || undefined,
  path: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
};
