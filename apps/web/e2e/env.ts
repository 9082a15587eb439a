/** What the browser journeys read from the environment: only the database to point the server at. */
export const e2eEnv = {
  /** PostgreSQL for the server under test; unset → embedded PGlite in a fresh temp dir. */
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  path: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
};
