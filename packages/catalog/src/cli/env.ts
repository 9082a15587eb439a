import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** What the import command reads from the environment; the only place this package reads it. */
const ZCatalogCliEnv = z.object({
  /** PostgreSQL; unset → the embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional.pipe(z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  DATA_DIR: z.string().default('./.data'),
  TMDB_API_KEY: optional,
  TMDB_READ_TOKEN: optional,
  /** Set by pnpm to where the command was typed; relative DATA_DIR and file paths start there. */
  INIT_CWD: optional,
});
export type CatalogCliEnv = z.infer<typeof ZCatalogCliEnv>;

export function readCliEnv(source: Record<string, string | undefined> = process.env): CatalogCliEnv {
  const result = ZCatalogCliEnv.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
