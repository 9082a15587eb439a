import type { Db, DiscFormat } from '@chuck/db';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { errorMessage } from '../trpc.ts';

/**
 * The per-format counts a collection summary lists, every format in the product's order (DVD,
 * Blu-ray, 4K UHD, VHS); a format not named counts 0.
 */
export function formatCounts(counts: Partial<Record<DiscFormat, number>>) {
  const order: DiscFormat[] = ['DVD', 'Blu-ray', '4K UHD', 'VHS'];
  return order.map((format) => ({ format, count: counts[format] ?? 0 }));
}

export interface SeedShelfOptions {
  /** Members who own the discs (default 200), ids 'seed-owner-1'.. */
  owners?: number;
  /** Every n-th disc is out on loan (0: none; default 20, i.e. 5%). */
  lentEvery?: number;
}

const ADJECTIVES = [
  'Silent',
  'Midnight',
  'Crimson',
  'Lost',
  'Electric',
  'Hidden',
  'Broken',
  'Golden',
  'Savage',
  'Last',
];
const NOUNS = [
  'Harbor',
  'Witness',
  'Empire',
  'Highway',
  'Garden',
  'Signal',
  'Frontier',
  'Mirror',
  'Storm',
  'Verdict',
];
const DIRECTORS = [
  'Ridley Scott',
  'Kathryn Bigelow',
  'John Carpenter',
  'Agnès Varda',
  'Akira Kurosawa',
  'Spike Lee',
  'Jane Campion',
  'Michael Mann',
  'Sofia Coppola',
  'David Lynch',
];
const GENRES = ['Action', 'Comedy', 'Drama', 'Horror', 'Thriller', 'Science Fiction', 'Western', 'Musical'];

const list = (values: string[]) => sql`array[${sql.join(values)}]::text[]`;

/**
 * Fills the shelf with `n` rentable discs (plus their owners and some active loans) in a few
 * set-based statements, then refreshes planner statistics: the benchmark's 100,000-disc shelf.
 * Titles are 'Adjective Noun N', so searches hit a realistic fraction of rows.
 */
export async function seedShelf(db: Db, n: number, options: SeedShelfOptions = {}): Promise<void> {
  const owners = Math.max(2, options.owners ?? 200);
  const lentEvery = options.lentEvery ?? 20;
  await sql`
    insert into users (id, email, first_name, last_name)
    select 'seed-owner-' || i, 'seed-owner-' || i || '@example.com', 'Seed', 'Owner ' || i
    from generate_series(1, ${owners}::int) as i
    on conflict do nothing`.execute(db);
  await sql`
    insert into physical_media
      (owner_id, movie_id, title, year, director, genre, runtime_minutes, format, condition, visibility, notes, listed_at)
    select
      'seed-owner-' || (1 + i % ${owners}::int),
      1 + i % 3000,
      (${list(ADJECTIVES)})[1 + i % 10] || ' ' || (${list(NOUNS)})[1 + (i / 10) % 10] || ' ' || (i % 997),
      1950 + i % 75,
      (${list(DIRECTORS)})[1 + (i / 7) % 10],
      (${list(GENRES)})[1 + (i / 3) % 8],
      80 + i % 100,
      (array['DVD', 'Blu-ray', '4K UHD', 'VHS'])[1 + i % 4],
      (array['Mint', 'Excellent', 'Good', 'Fair', 'Poor'])[1 + (i / 4) % 5],
      'rentable',
      case when i % 3 = 0 then 'Seeded disc ' || i else null end,
      now() - make_interval(secs => i)
    from generate_series(1, ${n}::int) as i`.execute(db);
  if (lentEvery > 0) {
    // Borrowed by the next owner along, so nobody borrows their own disc.
    await sql`
      insert into loans (media_id, owner_id, borrower_id, title, year, format, credits, status, accepted_at, due_at)
      select pm.id, pm.owner_id,
        'seed-owner-' || (1 + (split_part(pm.owner_id, '-', 3)::int % ${owners}::int)),
        pm.title, pm.year, pm.format, 1, 'accepted', now(), now() + interval '14 days'
      from physical_media pm
      where pm.owner_id like 'seed-owner-%' and pm.visibility = 'rentable' and pm.id % ${lentEvery}::int = 0
      on conflict do nothing`.execute(db);
  }
  // What autovacuum does on a live site: statistics for the planner, a visibility map for index-only scans.
  await sql`vacuum analyze users`.execute(db);
  await sql`vacuum analyze physical_media`.execute(db);
  await sql`vacuum analyze loans`.execute(db);
}

/** How a call failed, as a caller of either transport reads it ('field: message' for bad input). */
export async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: errorMessage(error) };
    throw error;
  }
  throw new Error('expected the call to fail');
}
