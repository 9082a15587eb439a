import { z } from 'zod';
import { ZFormat } from './dvd-club.schema.ts';

/** The disc a hold or a loan is for, as both show it: the film on it, its format and its owner. */
export const ZDiscLabel = z.object({
  title: z.string(),
  year: z.number().int().nullable(),
  format: ZFormat,
  posterUrl: z.string().nullable(),
  ownerId: z.string(),
});
type DiscLabel = z.infer<typeof ZDiscLabel>;

/** The label's fields from a row that joins the disc (a hold's or a loan's). */
export function discLabelOf(row: DiscLabel): DiscLabel {
  return {
    title: row.title,
    year: row.year,
    format: row.format,
    posterUrl: row.posterUrl,
    ownerId: row.ownerId,
  };
}
