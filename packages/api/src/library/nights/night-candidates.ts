import { takeOn } from '@chuck/clerk';
import type { Db } from '@chuck/db';
import { memberTown } from '../../front-counter/places/places.service.ts';
import { publicName } from '../../lib/display-name.ts';
import { haversineKm, type Point } from '../../lib/distance.ts';
import { NIGHT_CANDIDATES_SHOWN } from '../../shared/night-limits.ts';
import { publicNames } from '../../social/connections/connections.service.ts';
import * as repo from './nights.repository.ts';
import type { Candidate } from './nights.schema.ts';

/**
 * The disc to borrow for a candidate: an attendee's first, then the club's; nearest the host's town
 * when towns are known (the shelf's haversine), else the newest listed.
 */
function shelfSpot(discs: readonly repo.CandidateDisc[], from: Point | undefined): Candidate['shelf'] {
  const km = (disc: repo.CandidateDisc) =>
    from && disc.lat !== null && disc.lon !== null
      ? haversineKm(from, { lat: disc.lat, lon: disc.lon })
      : null;
  const ranked = discs
    .map((disc, order) => ({ disc, order, km: km(disc) }))
    .sort(
      (a, b) =>
        Number(b.disc.attendee) - Number(a.disc.attendee) ||
        (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) ||
        a.order - b.order,
    );
  const best = ranked[0];
  if (!best) return null;
  return {
    discId: best.disc.discId,
    ownerId: best.disc.ownerId,
    ownerName: publicName({ ...best.disc, id: best.disc.ownerId }),
    attendee: best.disc.attendee,
    km: best.km === null ? null : Math.round(best.km * 10) / 10,
  };
}

/** docs/product.md §2 'Movie nights': the candidates, in order, each with its disc and Chuck's take. */
export async function candidatesOf(
  db: Db,
  night: Pick<repo.NightRow, 'id' | 'hostId'>,
  viewerId: string,
): Promise<Candidate[]> {
  const [rows, from] = await Promise.all([
    repo.candidates(db, night.id, night.hostId, viewerId, NIGHT_CANDIDATES_SHOWN),
    memberTown(db, night.hostId),
  ]);
  const addedBy = await publicNames(
    db,
    rows.flatMap((row) => (row.addedBy ? [row.addedBy] : [])),
  );
  return rows.map((row) => ({
    movieId: row.movieId,
    title: row.title,
    year: row.year,
    posterUrl: row.posterUrl,
    watchlists: row.watchlists,
    addedBy: row.addedBy ? (addedBy.get(row.addedBy) ?? null) : null,
    votes: row.votes,
    myVote: row.myVote,
    shelf: shelfSpot(row.discs, from),
    // Chuck's one-line take, the one his chat gives (the same seed: the film's id).
    pitch: takeOn(row.voteAverage, row.movieId),
  }));
}
