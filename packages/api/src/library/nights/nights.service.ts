import { takeOn } from '@chuck/clerk';
import type { Database, Db } from '@chuck/db';
import type { Transaction } from 'kysely';
import type { CalendarFile } from '../../club/handover-plans/handover-plans.schema.ts';
import { requestRental } from '../../club/loans/loan-request.service.ts';
import type { AppDeps, RequestInfo, WriteDeps } from '../../context.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { memberTown } from '../../front-counter/places/places.service.ts';
import { publicName } from '../../lib/display-name.ts';
import { haversineKm, type Point } from '../../lib/distance.ts';
import { snapshotOf } from '../../lib/film-snapshot.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  NIGHT_CANDIDATES_SHOWN,
  NIGHT_MAX_INVITEES,
  NIGHT_VOTE_CLOSES_HOURS,
} from '../../shared/night-limits.ts';
import { areConnected, publicNames } from '../../social/connections/connections.service.ts';
import type { NewNotification } from '../../social/notifications/notifications.schema.ts';
import { notifyAll, publishLive } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { sendMail } from '../../support/mail/mail.service.ts';
import { nightInvitationMail } from '../../support/mail/mail-messages.ts';
import { createEntry } from '../diary/diary.service.ts';
import { nightCalendar } from './calendar.ts';
import * as repo from './nights.repository.ts';
import type {
  AddCandidateInput,
  Candidate,
  CreateNightInput,
  Night,
  NightSummary,
  RsvpInput,
  UpdateNightInput,
  VotesInput,
  WatchedInput,
} from './nights.schema.ts';

type DueNight = Awaited<ReturnType<typeof repo.markStepDone>>[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const NOT_FOUND = 'Movie night not found';

const voteClosesAt = (startsAt: Date) => new Date(startsAt.getTime() - NIGHT_VOTE_CLOSES_HOURS * HOUR_MS);
/** The night's date as a diary and a message write it (UTC, as every date the store stores). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const when = (at: Date) => at.toUTCString().replace(':00 GMT', ' GMT');

/** The night as its invitee sees it; a 404 for anyone else, so a hidden night cannot be told from none. */
async function nightFor(db: Db, userId: string, id: number, lock = false): Promise<repo.NightRow> {
  const row = await repo.findNight(db, id, userId, lock);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Every open page of the night (everyone invited, each of their tabs) fetches it again: sent when
 * `db`'s transaction commits, so a change rolled back tells nobody (docs/architecture.md, 'Live events').
 */
async function pushNight(db: Db, nightId: number): Promise<void> {
  const invited = await repo.recipients(db, nightId, 'everyone');
  await publishLive(db, invited, { type: 'night-changed', data: { id: nightId } });
}

function hostOnly(row: repo.NightRow, what: string): void {
  if (!row.isHost) throw forbidden(`Only the host can ${what}.`);
}

const isAttendee = (row: Pick<repo.NightRow, 'isHost' | 'answer'>) =>
  row.isHost || row.answer === 'yes' || row.answer === 'maybe';

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
async function candidatesOf(
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

async function view(db: Db, row: repo.NightRow, viewerId: string): Promise<Night> {
  const [guests, candidates, loan] = await Promise.all([
    repo.guestsOf(db, row.id),
    candidatesOf(db, row, viewerId),
    row.loanId === null ? undefined : repo.loanOf(db, row.loanId),
  ]);
  const names = await publicNames(db, [...guests.map((g) => g.userId), ...(loan ? [loan.ownerId] : [])]);
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    status: row.status,
    host: { id: row.hostId, name: names.get(row.hostId)! },
    mine: row.isHost,
    myAnswer: row.answer,
    dontMindSeen: row.dontMindSeen,
    guests: guests.map((g) => ({ id: g.userId, name: names.get(g.userId)!, host: g.host, answer: g.answer })),
    attendees: guests.filter(isAttendeeGuest).length,
    voteClosesAt: voteClosesAt(row.startsAt).toISOString(),
    candidates,
    winner:
      row.winnerMovieId !== null && row.winnerTitle !== null
        ? { movieId: row.winnerMovieId, title: row.winnerTitle }
        : null,
    rental: loan ? { loanId: loan.id, status: loan.status, ownerName: names.get(loan.ownerId)! } : null,
    rentalNote: row.rentalNote,
    watched: {
      asked:
        row.status === 'closed' &&
        row.winnerMovieId !== null &&
        Date.now() >= row.startsAt.getTime() + DAY_MS,
      watchedOn: row.watchedOn,
    },
  };
}

const isAttendeeGuest = (g: { host: boolean; answer: string }) =>
  g.host || g.answer === 'yes' || g.answer === 'maybe';

async function reread(db: Db, userId: string, id: number): Promise<Night> {
  return view(db, await nightFor(db, userId, id), userId);
}

/** My nights: hosting and invited, upcoming soonest first, then past ones latest first. */
export async function listNights(db: Db, user: SessionUser): Promise<NightSummary[]> {
  const rows = await repo.nightsOf(db, user.id, new Date());
  const names = await publicNames(
    db,
    rows.map((row) => row.hostId),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    status: row.status,
    hostName: names.get(row.hostId)!,
    mine: row.isHost,
    myAnswer: row.answer,
  }));
}

export async function getNight(db: Db, user: SessionUser, id: number): Promise<Night> {
  return reread(db, user.id, id);
}

function futureStart(iso: string): Date {
  const at = new Date(iso);
  if (at.getTime() <= Date.now()) throw invalid('The night must be in the future.');
  return at;
}

/**
 * Invitees must be accepted connections of the host, neither blocking the other (areConnected:
 * the one rule), and at most NIGHT_MAX_INVITEES in all; a 400 naming the rule otherwise.
 */
async function checkInvitees(
  db: Db,
  hostId: string,
  ids: readonly string[],
  already: number,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(hostId)) throw invalid('You are the host: invite your connections.');
  if (already + unique.length > NIGHT_MAX_INVITEES) {
    throw invalid(`A movie night invites at most ${NIGHT_MAX_INVITEES} connections.`);
  }
  for (const id of unique) {
    // The same answer whether they are no connection or blocked either way: a block stays silent.
    if (!(await areConnected(db, hostId, id))) {
      throw invalid('You can invite only your connections to a movie night.');
    }
  }
  return unique;
}

/** Tells the new invitees: a notification, and a mail with Yes / Maybe / No (confirmed addresses only). */
async function invite(
  trx: Transaction<Database>,
  jobs: AppDeps['jobs'],
  origin: string | undefined,
  night: { id: number; title: string; startsAt: Date; place: string },
  hostName: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await notifyAll(
    trx,
    userIds.map((userId) => ({
      userId,
      type: 'night_invited' as const,
      title: 'Movie Night Invitation',
      message: `${hostName} invites you to ${night.title} on ${when(night.startsAt)} at ${night.place}. Coming?`,
      data: { nightId: night.id, startsAt: night.startsAt.toISOString(), fromName: hostName },
    })),
  );
  if (!origin) return;
  for (const member of await repo.membersById(trx, userIds)) {
    if (!member.emailVerifiedAt) continue;
    await sendMail(
      jobs,
      nightInvitationMail(member, { ...night, when: when(night.startsAt), hostName, site: origin }),
      {
        trx,
      },
    );
  }
}

type NightDeps = Pick<AppDeps, 'db' | 'jobs'>;

/** docs/product.md §2 'Movie nights': host a night and invite connections. */
export async function createNight(
  deps: NightDeps,
  user: SessionUser,
  req: Pick<RequestInfo, 'origin'>,
  input: CreateNightInput,
): Promise<Night> {
  const startsAt = futureStart(input.startsAt);
  const invitees = await checkInvitees(deps.db, user.id, input.invitees, 0);
  const id = await inTransaction(deps.db, async (trx) => {
    const id = await repo.insertNight(trx, {
      hostId: user.id,
      title: input.title,
      startsAt,
      place: input.place,
    });
    await repo.addGuests(trx, id, invitees);
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    await invite(
      trx,
      deps.jobs,
      req.origin,
      { id, title: input.title, startsAt, place: input.place },
      hostName,
      invitees,
    );
    return id;
  });
  return reread(deps.db, user.id, id);
}

/** The host changes the night or invites more; moving it tells everyone and bumps the calendar's SEQUENCE. */
export async function updateNight(
  deps: NightDeps,
  user: SessionUser,
  req: Pick<RequestInfo, 'origin'>,
  input: UpdateNightInput,
): Promise<Night> {
  const startsAt = input.startsAt === undefined ? undefined : futureStart(input.startsAt);
  await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    hostOnly(row, 'change the night');
    if (row.status === 'cancelled') throw conflict('This night was cancelled.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    const invitees = input.invitees
      ? await checkInvitees(trx, user.id, input.invitees, await repo.countInvitees(trx, row.id))
      : [];
    const moved = startsAt !== undefined && startsAt.getTime() !== row.startsAt.getTime();
    const changed = { title: input.title, place: input.place, startsAt };
    const next = {
      id: row.id,
      title: input.title ?? row.title,
      startsAt: startsAt ?? row.startsAt,
      place: input.place ?? row.place,
    };
    await repo.updateNight(
      trx,
      row.id,
      {
        ...(changed.title !== undefined && { title: changed.title }),
        ...(changed.place !== undefined && { place: changed.place }),
        // A moved night is reminded of again the day before its new date.
        ...(moved && { startsAt, remindedAt: null }),
      },
      moved || changed.title !== undefined || changed.place !== undefined,
    );
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    const told = (await repo.recipients(trx, row.id, 'everyone')).filter((id) => id !== user.id);
    if (moved || changed.title !== undefined || changed.place !== undefined) {
      await notifyAll(
        trx,
        told.map((userId) => ({
          userId,
          type: 'night_changed' as const,
          title: moved ? 'Movie Night Moved' : 'Movie Night Changed',
          message: `${hostName}'s ${next.title} is now on ${when(next.startsAt)} at ${next.place}.`,
          data: { nightId: row.id, startsAt: next.startsAt.toISOString(), fromName: hostName },
        })),
      );
    }
    const added = await repo.addGuests(trx, row.id, invitees);
    await invite(trx, deps.jobs, req.origin, next, hostName, added);
    await pushNight(trx, row.id);
  });
  return reread(deps.db, user.id, input.id);
}

/** The host cancels the night: everyone invited is told. */
export async function cancelNight(db: Db, user: SessionUser, id: number): Promise<Night> {
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, id, true);
    hostOnly(row, 'cancel the night');
    if (row.status === 'cancelled') throw conflict('This night was cancelled already.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    await repo.updateNight(trx, id, { status: 'cancelled' }, true);
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    const told = (await repo.recipients(trx, id, 'everyone')).filter((other) => other !== user.id);
    await notifyAll(
      trx,
      told.map((userId) => ({
        userId,
        type: 'night_cancelled' as const,
        title: 'Movie Night Cancelled',
        message: `${hostName} cancelled ${row.title} on ${when(row.startsAt)}.`,
        data: { nightId: id, fromName: hostName },
      })),
    );
    await pushNight(trx, id);
  });
  return reread(db, user.id, id);
}

/** An invitee answers Yes, Maybe or No (and may change it until the night); the host is told. */
export async function rsvp(db: Db, user: SessionUser, input: RsvpInput): Promise<Night> {
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    if (row.isHost) throw conflict('You are hosting this night: you are coming.');
    if (row.status === 'cancelled') throw conflict('This night was cancelled.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    await repo.setAnswer(trx, row.id, user.id, input.answer, input.dontMindSeen);
    if (input.answer === 'no') await repo.dropVotes(trx, row.id, user.id);
    // Who is coming, the candidates from their watchlists and the votes may all have changed.
    await pushNight(trx, row.id);
    if (input.answer === row.answer) return;
    const me = (await publicNames(trx, [user.id])).get(user.id)!;
    const words = { yes: 'is coming to', maybe: 'might come to', no: "can't come to" } as const;
    await notifyAll(trx, [
      {
        userId: row.hostId,
        type: 'night_answered' as const,
        title: 'Movie Night Answer',
        message: `${me} ${words[input.answer]} ${row.title}.`,
        data: { nightId: row.id, answer: input.answer, fromUserId: user.id, fromName: me },
      },
    ]);
  });
  return reread(db, user.id, input.id);
}

function openVote(row: repo.NightRow, now = Date.now()): void {
  if (row.status === 'cancelled') throw conflict('This night was cancelled.');
  if (row.status === 'closed' || now >= voteClosesAt(row.startsAt).getTime()) {
    throw conflict('The vote is closed.');
  }
}

function attendeeOnly(row: repo.NightRow, what: string): void {
  if (!isAttendee(row)) throw forbidden(`Answer Yes or Maybe to ${what}.`);
}

/** The host or an attendee adds a catalog film to the candidates. */
export async function addCandidate(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  user: SessionUser,
  input: AddCandidateInput,
): Promise<Night> {
  const [card] = await deps.catalog.films([input.movieId]);
  if (!card) throw notFound('Movie not found');
  const film = snapshotOf(card);
  await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    attendeeOnly(row, 'add a film');
    openVote(row);
    const added = await repo.addCandidate(trx, {
      nightId: row.id,
      movieId: film.movieId,
      title: film.title,
      year: film.year,
      posterUrl: film.posterUrl,
      addedBy: user.id,
    });
    if (!added) throw conflict(`${film.title} is a candidate already.`);
    await pushNight(trx, row.id);
  });
  return reread(deps.db, user.id, input.id);
}

/** Approval voting: the attendee's approved candidates replace their earlier ones. */
export async function vote(db: Db, user: SessionUser, input: VotesInput): Promise<Night> {
  const movieIds = [...new Set(input.movieIds)];
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    attendeeOnly(row, 'vote');
    openVote(row);
    const known = await repo.isCandidate(trx, row.id, movieIds);
    if (movieIds.some((id) => !known.has(id))) throw invalid('Vote only for the night’s candidates.');
    await repo.replaceVotes(trx, row.id, user.id, movieIds);
    await pushNight(trx, row.id);
  });
  return reread(db, user.id, input.id);
}

/** The winner: most votes, then on more watchlists, then on an attendee's shelf (docs/product.md §4). */
function winnerOf(candidates: readonly Candidate[]): Candidate | undefined {
  return [...candidates]
    .filter((c) => c.votes > 0)
    .sort(
      (a, b) =>
        b.votes - a.votes ||
        b.watchlists - a.watchlists ||
        Number(b.shelf?.attendee ?? false) - Number(a.shelf?.attendee ?? false) ||
        Number(b.shelf !== null) - Number(a.shelf !== null),
    )[0];
}

/**
 * Closes the vote (the host, or the timed steps 2 hours before the start). When the winner is on a
 * shelf that is not the host's own, a rental request is placed on the host's behalf through the
 * normal loan flow (credits, holds, limits apply); what stops it is kept as the night's rental note.
 */
async function closeVote(deps: WriteDeps, host: SessionUser, id: number, byHost: boolean): Promise<void> {
  const closed = await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, host.id, id, true);
    if (byHost) hostOnly(row, 'close the vote');
    if (row.status !== 'open')
      throw conflict(
        row.status === 'cancelled' ? 'This night was cancelled.' : 'The vote is closed already.',
      );
    const winner = winnerOf(await candidatesOf(trx, row, host.id));
    if (!winner && byHost) throw conflict('Nobody has voted yet: vote first, then close.');
    await repo.updateNight(trx, id, {
      status: 'closed',
      closedAt: new Date(),
      winnerMovieId: winner?.movieId ?? null,
      winnerTitle: winner?.title ?? null,
      rentalNote: winner ? null : 'Nobody voted, so no film was picked.',
    });
    const told = await repo.recipients(trx, id, 'attendees');
    await notifyAll(
      trx,
      told.map((userId) => ({
        userId,
        type: 'night_vote_closed' as const,
        title: 'The Vote Is In',
        message: winner
          ? `${row.title}: you're watching ${winner.title}.`
          : `${row.title}: the vote closed without a pick.`,
        data: { nightId: id, ...(winner && { movieTitle: winner.title, movieId: winner.movieId }) },
      })),
    );
    await pushNight(trx, id);
    return { row, winner };
  });
  const { row, winner } = closed;
  if (!winner?.shelf) return;
  const rental = await rentWinner(deps, host, row, winner.shelf, winner.title);
  await inTransaction(deps.db, async (trx) => {
    await repo.updateNight(trx, id, rental);
    // The disc's request (or why there is none) shows on every open page too.
    await pushNight(trx, id);
  });
}

/** The winner's rental request on the host's behalf, or the note saying why none went out. */
async function rentWinner(
  deps: WriteDeps,
  host: SessionUser,
  night: repo.NightRow,
  shelf: NonNullable<Candidate['shelf']>,
  title: string,
): Promise<{ loanId: number } | { rentalNote: string }> {
  if (shelf.ownerId === host.id) return { rentalNote: `${title} is on your own shelf.` };
  try {
    const loan = await requestRental(deps, host, {
      mediaId: shelf.discId,
      ownerId: shelf.ownerId,
      message: `For our movie night "${night.title}" on ${dayOf(night.startsAt)}.`,
    });
    return { loanId: loan.id };
  } catch (error) {
    // The vote stays closed; the page says why no request went out (credits, a hold, a limit).
    if (!(error instanceof AppError)) throw error;
    return { rentalNote: `No rental request was placed: ${error.message}` };
  }
}

export async function closeNight(deps: WriteDeps, user: SessionUser, id: number): Promise<Night> {
  await closeVote(deps, user, id, true);
  return reread(deps.db, user.id, id);
}

/** "Did you watch it?" Yes: the winner goes in the attendee's diary for the night's date. */
export async function watched(
  deps: Pick<AppDeps, 'db' | 'effects' | 'catalog'>,
  user: SessionUser,
  input: WatchedInput,
): Promise<Night> {
  const row = await nightFor(deps.db, user.id, input.id);
  if (!isAttendee(row)) throw forbidden('Only those who came log the night.');
  if (row.status !== 'closed' || row.winnerMovieId === null || row.winnerTitle === null) {
    throw conflict('This night has no film to log.');
  }
  if (Date.now() < row.startsAt.getTime()) throw conflict('The night has not happened yet.');
  const watchedOn = dayOf(row.startsAt);
  // Claimed first, so two clicks log one entry; the diary's own transaction then writes it (it asks
  // the catalog, which must not wait inside ours), and a failure gives the claim back.
  if (!(await repo.claimWatched(deps.db, row.id, user.id, watchedOn))) {
    throw conflict('This night is in your diary already.');
  }
  try {
    await createEntry(deps, user.id, {
      movieId: row.winnerMovieId,
      title: row.winnerTitle,
      watchedOn,
      ...(input.rating !== undefined && { rating: input.rating }),
    });
  } catch (error) {
    await repo.unclaimWatched(deps.db, row.id, user.id);
    throw error;
  }
  return reread(deps.db, user.id, input.id);
}

/** The night as a calendar file. */
export async function calendar(db: Db, user: SessionUser, id: number): Promise<CalendarFile> {
  const row = await nightFor(db, user.id, id);
  return nightCalendar({
    id: row.id,
    title: row.title,
    place: row.place,
    startsAt: row.startsAt,
    sequence: row.sequence,
    cancelled: row.status === 'cancelled',
    changedAt: row.updatedAt,
  });
}

/** Rewind: the nights a member logged in `year`, and how many friends were there in all. */
export function nightsWatchedIn(db: Db, userId: string, year: number) {
  return repo.nightsWatched(db, userId, `${year}-01-01`, `${year + 1}-01-01`);
}

/**
 * The nights' timed steps (run with the club's, every minute): votes close 2 hours before the start,
 * attendees are reminded the day before, and asked "Did you watch it?" the day after.
 */
export async function runNightSteps(deps: WriteDeps, now = new Date()): Promise<void> {
  for (const night of await repo.nightsToClose(
    deps.db,
    new Date(now.getTime() + NIGHT_VOTE_CLOSES_HOURS * HOUR_MS),
    50,
  )) {
    const [host] = await repo.membersById(deps.db, [night.hostId]);
    if (!host) continue;
    try {
      await closeVote(deps, host, night.id, false);
    } catch (error) {
      // Closed meanwhile by the host (or another process): nothing left to do.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  // The steps every night gets once: when each is due, and what the attendees are told.
  const notices: Record<repo.NightStep, { by: Date; notice: (night: DueNight) => NewNotification }> = {
    remindedAt: {
      by: new Date(now.getTime() + DAY_MS),
      notice: (night) => ({
        type: 'night_reminder',
        title: 'Movie Night Tomorrow',
        message: `${night.title} is on ${when(night.startsAt)} at ${night.place}.`,
        data: { nightId: night.id, startsAt: night.startsAt.toISOString() },
      }),
    },
    watchAskedAt: {
      by: new Date(now.getTime() - DAY_MS),
      notice: (night) => ({
        type: 'night_watched_ask',
        title: 'Did You Watch It?',
        message: `Did you watch ${night.winnerTitle} at ${night.title}? Log it in your diary.`,
        data: { nightId: night.id, movieTitle: night.winnerTitle ?? undefined },
      }),
    },
  };
  await inTransaction(deps.db, async (trx) => {
    for (const step of ['remindedAt', 'watchAskedAt'] as const) {
      const { by, notice } = notices[step];
      for (const night of await repo.markStepDone(trx, step, now, by)) {
        const told = await repo.recipients(trx, night.id, 'attendees');
        await notifyAll(
          trx,
          told.map((userId) => ({ userId, ...notice(night) })),
        );
      }
    }
  });
}
