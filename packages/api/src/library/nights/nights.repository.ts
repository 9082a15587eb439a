import type { Db, MovieNightAnswer } from '@chuck/db';
import { sql } from 'kysely';
import { suspendedMemberIds } from '../../lib/suspended-members.ts';

/** What a list of nights shows of each. */
const summaryColumns = ['n.id', 'n.hostId', 'n.title', 'n.startsAt', 'n.place', 'n.status'] as const;
const nightColumns = [
  ...summaryColumns,
  'n.sequence',
  'n.winnerMovieId',
  'n.winnerTitle',
  'n.loanId',
  'n.rentalNote',
  'n.closedAt',
  'n.createdAt',
  'n.updatedAt',
] as const;

/** The night `id` with the caller's guest row (null when they are not invited: the night is hidden). */
export async function findNight(db: Db, id: number, userId: string, lock = false) {
  let query = db
    .selectFrom('movieNights as n')
    .innerJoin('movieNightGuests as g', (join) =>
      join.onRef('g.nightId', '=', 'n.id').on('g.userId', '=', userId),
    )
    .select([
      ...nightColumns,
      'g.host as isHost',
      'g.answer',
      'g.dontMindSeen',
      // A calendar date, as text: no time zone to shift it (as the diary reads its dates).
      sql<string | null>`g.watched_on::text`.as('watchedOn'),
    ])
    .where('n.id', '=', id);
  if (lock) query = query.forUpdate('n');
  return query.executeTakeFirst();
}
export type NightRow = NonNullable<Awaited<ReturnType<typeof findNight>>>;

export async function insertNight(
  trx: Db,
  values: { hostId: string; title: string; startsAt: Date; place: string },
): Promise<number> {
  const row = await trx.insertInto('movieNights').values(values).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('movieNightGuests')
    .values({ nightId: row.id, userId: values.hostId, host: true, answer: 'yes' })
    .execute();
  return row.id;
}

/** Adds invitees (those invited already stay as they are); the ids actually added. */
export async function addGuests(trx: Db, nightId: number, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto('movieNightGuests')
    .values(userIds.map((userId) => ({ nightId, userId })))
    .onConflict((oc) => oc.columns(['nightId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  return rows.map((row) => row.userId);
}

export async function countInvitees(db: Db, nightId: number): Promise<number> {
  const row = await db
    .selectFrom('movieNightGuests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('nightId', '=', nightId)
    .where('host', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function guestsOf(db: Db, nightId: number) {
  return db
    .selectFrom('movieNightGuests')
    .select(['userId', 'host', 'answer', 'dontMindSeen'])
    .where('nightId', '=', nightId)
    .orderBy('host', 'desc')
    .orderBy('userId')
    .execute();
}

export async function updateNight(
  trx: Db,
  id: number,
  values: Partial<{
    title: string;
    startsAt: Date;
    place: string;
    status: 'open' | 'closed' | 'cancelled';
    winnerMovieId: number | null;
    winnerTitle: string | null;
    loanId: number | null;
    rentalNote: string | null;
    closedAt: Date;
    remindedAt: Date | null;
    watchAskedAt: Date | null;
  }>,
  bumpSequence = false,
): Promise<void> {
  await trx
    .updateTable('movieNights')
    .set({ ...values, updatedAt: sql`now()`, ...(bumpSequence && { sequence: sql`sequence + 1` }) })
    .where('id', '=', id)
    .execute();
}

export async function setAnswer(
  trx: Db,
  nightId: number,
  userId: string,
  answer: MovieNightAnswer,
  dontMindSeen: boolean | undefined,
): Promise<void> {
  await trx
    .updateTable('movieNightGuests')
    .set({ answer, ...(dontMindSeen !== undefined && { dontMindSeen }) })
    .where('nightId', '=', nightId)
    .where('userId', '=', userId)
    .execute();
}

/** Marks the night logged in the member's diary; false when it was already. */
export async function claimWatched(
  db: Db,
  nightId: number,
  userId: string,
  watchedOn: string,
): Promise<boolean> {
  const row = await db
    .updateTable('movieNightGuests')
    .set({ watchedOn })
    .where('nightId', '=', nightId)
    .where('userId', '=', userId)
    .where('watchedOn', 'is', null)
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unclaimWatched(db: Db, nightId: number, userId: string): Promise<void> {
  await db
    .updateTable('movieNightGuests')
    .set({ watchedOn: null })
    .where('nightId', '=', nightId)
    .where('userId', '=', userId)
    .execute();
}

/** Adds a film by hand; false when it was a candidate already. */
export async function addCandidate(
  trx: Db,
  values: {
    nightId: number;
    movieId: number;
    title: string;
    year: number | null;
    posterUrl: string | null;
    addedBy: string;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('movieNightCandidates')
    .values(values)
    .onConflict((oc) => oc.columns(['nightId', 'movieId']).doNothing())
    .returning('movieId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the member's approvals on the night. */
export async function replaceVotes(
  trx: Db,
  nightId: number,
  userId: string,
  movieIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom('movieNightVotes')
    .where('nightId', '=', nightId)
    .where('userId', '=', userId)
    .execute();
  if (movieIds.length === 0) return;
  await trx
    .insertInto('movieNightVotes')
    .values(movieIds.map((movieId) => ({ nightId, userId, movieId })))
    .execute();
}

/** A member who is no longer an attendee (answered No) loses their votes. */
export async function dropVotes(trx: Db, nightId: number, userId: string): Promise<void> {
  await trx
    .deleteFrom('movieNightVotes')
    .where('nightId', '=', nightId)
    .where('userId', '=', userId)
    .execute();
}

/** One disc of a candidate, as the query gives it (the service picks the nearest). */
export interface CandidateDisc {
  discId: number;
  ownerId: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  lat: number | null;
  lon: number | null;
  attendee: boolean;
}

/** Films added by hand or voted for that show beyond the `limit` on most watchlists, at most. */
const MORE_SHOWN = 60;
/** Discs per candidate the service chooses the nearest from (an attendee's come first). */
const DISCS_PER_FILM = 20;

/**
 * docs/product.md §2 'Movie nights', the candidates, in one query: the attendees' (host, Yes, Maybe)
 * watchlists counted per film, plus films added by hand, less films an attendee has seen (unless they
 * don't mind); the `limit` on most watchlists, and every film added by hand or voted for, with the
 * votes, the caller's own, the catalog's rating and each film's rentable discs (an attendee's first).
 * Reads the watchlists and seen lists by their (user_id, movie_id) keys and the discs by the shelf's
 * movie index.
 */
export async function candidates(db: Db, nightId: number, hostId: string, viewerId: string, limit: number) {
  const { rows } = await sql<{
    movieId: number;
    title: string;
    year: number | null;
    posterUrl: string | null;
    watchlists: number;
    addedBy: string | null;
    votes: number;
    myVote: boolean;
    voteAverage: number | null;
    discs: CandidateDisc[];
  }>`
    with att as (
      select g.user_id, g.dont_mind_seen from movie_night_guests g
      where g.night_id = ${nightId} and (g.host or g.answer in ('yes', 'maybe'))
    ),
    -- Counted by film id alone (no text compared or sorted over thousands of rows): the titles are
    -- read for the rows shown only.
    wl as (
      select w.movie_id, count(*)::int as n
      from watchlist_items w join att on att.user_id = w.user_id
      group by w.movie_id
    ),
    added as (select * from movie_night_candidates where night_id = ${nightId}),
    tally as (
      select movie_id, count(*)::int as votes, bool_or(user_id = ${viewerId}) as my_vote
      from movie_night_votes where night_id = ${nightId} group by movie_id
    ),
    pool as (
      select coalesce(wl.movie_id, a.movie_id) as movie_id, coalesce(wl.n, 0) as watchlists,
        a.title, a.year, a.poster_url, a.added_by, a.movie_id is not null as by_hand
      from wl full join added a on a.movie_id = wl.movie_id
    ),
    kept as (
      select p.*, coalesce(t.votes, 0) as votes, coalesce(t.my_vote, false) as my_vote
      from pool p left join tally t on t.movie_id = p.movie_id
      where p.by_hand or not exists (
        select 1 from seen_items s join att on att.user_id = s.user_id
        where s.movie_id = p.movie_id and not att.dont_mind_seen
      )
    ),
    -- The rows shown: the first (limit) on most watchlists, then those added by hand or voted for, bounded
    -- by a LIMIT the planner can see, so the lookups below run for these alone and the plan's estimate
    -- stays under PostgreSQL's JIT threshold (compiling one costs ~250 ms).
    shown as materialized (
      (select * from kept where not by_hand and votes = 0 order by watchlists desc, movie_id limit ${limit})
      union all
      (select * from kept where by_hand or votes > 0 order by watchlists desc, movie_id limit ${MORE_SHOWN})
    ),
    -- A shown film's title, year and poster as an attendee's watchlist keeps it (by the film index).
    listed as (
      select k.movie_id, l.title, l.year, l.poster_url
      from shown k cross join lateral (
        select w.title, w.year, w.poster_url from watchlist_items w
        where w.movie_id = k.movie_id and w.user_id in (select user_id from att)
        limit 1
      ) l
    )
    select k.movie_id, coalesce(k.title, l.title, m.title) as title, coalesce(k.year, l.year, m.year) as year,
      coalesce(k.poster_url, l.poster_url) as poster_url, k.watchlists, k.added_by, k.votes, k.my_vote,
      m.vote_average,
      (select coalesce(json_agg(d), '[]'::json) from (
        select pm.id as "discId", pm.owner_id as "ownerId", u.first_name as "firstName",
          u.last_name as "lastName", sp.display_name as "displayName", pl.lat, pl.lon,
          exists (select 1 from att where att.user_id = pm.owner_id) as attendee
        from physical_media pm
        join users u on u.id = pm.owner_id
        left join social_profiles sp on sp.user_id = pm.owner_id
        left join places pl on pl.id = sp.town_id
        where pm.movie_id = k.movie_id and pm.visibility = 'rentable' and pm.lost_at is null
          and u.deleted_at is null
          and pm.owner_id not in ${suspendedMemberIds}
          and not exists (
            select 1 from member_blocks b
            where (b.blocker_id = pm.owner_id and b.blocked_id = ${hostId})
               or (b.blocker_id = ${hostId} and b.blocked_id = pm.owner_id)
          )
        order by attendee desc, pm.listed_at desc, pm.id desc
        limit ${DISCS_PER_FILM}
      ) d) as discs
    from shown k left join listed l on l.movie_id = k.movie_id left join movies m on m.id = k.movie_id
    order by k.watchlists desc, k.votes desc, title, k.movie_id`.execute(db);
  return rows;
}

/** Whether `movieId` is a candidate of the night now (on an attendee's watchlist, or added by hand). */
export async function isCandidate(
  db: Db,
  nightId: number,
  movieIds: readonly number[],
): Promise<Set<number>> {
  if (movieIds.length === 0) return new Set();
  const { rows } = await sql<{ movieId: number }>`
    select c.movie_id from movie_night_candidates c
    where c.night_id = ${nightId} and c.movie_id = any(${[...movieIds]}::int[])
    union
    select w.movie_id from watchlist_items w
    join movie_night_guests g on g.user_id = w.user_id and g.night_id = ${nightId}
      and (g.host or g.answer in ('yes', 'maybe'))
    where w.movie_id = any(${[...movieIds]}::int[])`.execute(db);
  return new Set(rows.map((row) => row.movieId));
}

/** The member's nights, hosting and invited: upcoming soonest first, then past latest first. */
export async function nightsOf(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('movieNightGuests as g')
    .innerJoin('movieNights as n', 'n.id', 'g.nightId')
    .select([...summaryColumns, 'g.host as isHost', 'g.answer'])
    .where('g.userId', '=', userId)
    .orderBy(sql`n.starts_at < ${now}`)
    .orderBy(sql`case when n.starts_at >= ${now} then n.starts_at end`)
    .orderBy('n.startsAt', 'desc')
    .limit(200)
    .execute();
}

/** The loan placed for a night, as it stands. */
export async function loanOf(db: Db, loanId: number) {
  return db
    .selectFrom('loans')
    .select(['id', 'status', 'ownerId'])
    .where('id', '=', loanId)
    .executeTakeFirst();
}

/** Attendees to tell something (the host and everyone who answered Yes or Maybe), or every guest. */
export async function recipients(db: Db, nightId: number, who: 'attendees' | 'everyone'): Promise<string[]> {
  let query = db.selectFrom('movieNightGuests').select('userId').where('nightId', '=', nightId);
  if (who === 'attendees')
    query = query.where((eb) => eb.or([eb('host', '=', true), eb('answer', 'in', ['yes', 'maybe'])]));
  return (await query.execute()).map((row) => row.userId);
}

/** Open nights whose vote should have closed by `closesBefore` (their start minus the vote's margin). */
export async function nightsToClose(db: Db, startsBefore: Date, limit: number) {
  return db
    .selectFrom('movieNights')
    .select(['id', 'hostId'])
    .where('status', '=', 'open')
    .where('startsAt', '<=', startsBefore)
    .orderBy('startsAt')
    .limit(limit)
    .execute();
}

/** A timed step every night gets once, by the column that says when it was done. */
export type NightStep = 'remindedAt' | 'watchAskedAt';

/**
 * Marks done at `now` the nights `step` is due for, each once; the ones marked now. The reminder is
 * due for a night not cancelled that starts after `now` and by `by`; "Did you watch it?" for a night
 * with a winner that started by `by`.
 */
export async function markStepDone(trx: Db, step: NightStep, now: Date, by: Date) {
  const due = trx
    .updateTable('movieNights')
    .set(step === 'remindedAt' ? { remindedAt: now } : { watchAskedAt: now })
    .where(step, 'is', null)
    .where('startsAt', '<=', by);
  const query =
    step === 'remindedAt'
      ? due.where('status', '<>', 'cancelled').where('startsAt', '>', now)
      : due.where('status', '=', 'closed').where('winnerMovieId', 'is not', null);
  return query.returning(['id', 'title', 'startsAt', 'place', 'winnerTitle']).execute();
}

/** Nights an attendee logged in their diary this year, with how many others were there (Rewind). */
export async function nightsWatched(db: Db, userId: string, from: string, to: string) {
  const { rows } = await sql<{ nights: number; friends: number }>`
    select count(*)::int as nights, coalesce(sum((
      select count(*) from movie_night_guests o
      where o.night_id = g.night_id and o.user_id <> g.user_id and (o.host or o.answer in ('yes', 'maybe'))
    )), 0)::int as friends
    from movie_night_guests g
    where g.user_id = ${userId} and g.watched_on >= ${from} and g.watched_on < ${to}`.execute(db);
  return rows[0] ?? { nights: 0, friends: 0 };
}

/** Members as the loan flow and the mail need them (the host acting through a timed step, invitees' addresses). */
export async function membersById(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'emailVerifiedAt'])
    .where('id', 'in', [...ids])
    .where('deletedAt', 'is', null)
    .execute();
}
