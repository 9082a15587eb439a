import { z } from 'zod';

// Tests use PostgreSQL when DATABASE_URL is set, the embedded PGlite otherwise.
export const testEnv = z
  .object({
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .parse(process.env);
