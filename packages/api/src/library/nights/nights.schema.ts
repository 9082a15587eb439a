import { z } from 'zod';
import { ZCalendarFile } from '../../club/handover-plans/handover-plans.schema.ts';
import { LOAN_STATUSES } from '../../club/loans/loans.schema.ts';
import { zId } from '../../lib/ids.ts';
import { ZFilmSummary, ZMovieId } from '../../lib/movie-fields.ts';
import { ZNamedMember } from '../../lib/named-member.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, DANA, DANA_NAME, FILM, FILM_SUMMARY, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  NIGHT_ANSWERS,
  NIGHT_MAX_INVITEES,
  NIGHT_PLACE_MAX,
  NIGHT_TITLE_MAX,
  NIGHT_VOTE_CLOSES_HOURS,
} from '../../shared/night-limits.ts';

const ZNightId = zId('Night id');
const ZStartsAt = z.iso.datetime({
  offset: true,
  error: 'The date and time must be an ISO date-time, e.g. 2026-12-05T19:30:00Z',
});
const ZTitle = requiredText('Give the night a title', [
  NIGHT_TITLE_MAX,
  `Title must be at most ${NIGHT_TITLE_MAX} characters`,
]);
const ZPlace = requiredText('Say where the night is, in words', [
  NIGHT_PLACE_MAX,
  `Place must be at most ${NIGHT_PLACE_MAX} characters`,
]);
const ZInvitees = z
  .array(z.string({ error: 'Each invitee must be a member id' }).min(1, 'Each invitee must be a member id'), {
    error: 'invitees must be a list of member ids',
  })
  .max(NIGHT_MAX_INVITEES, `Invite at most ${NIGHT_MAX_INVITEES} connections`);

export const ZNightIdInput = z.object({ id: ZNightId });
export type NightIdInput = z.infer<typeof ZNightIdInput>;

export const ZCreateNightInput = z.object({
  title: ZTitle,
  startsAt: ZStartsAt,
  place: ZPlace,
  invitees: ZInvitees,
});
export type CreateNightInput = z.infer<typeof ZCreateNightInput>;

/** The fields sent change; `invitees` are more connections to invite (those invited already stay). */
export const ZUpdateNightInput = ZCreateNightInput.partial().extend({ id: ZNightId });
export type UpdateNightInput = z.infer<typeof ZUpdateNightInput>;

export const ZRsvpInput = z.object({
  id: ZNightId,
  answer: z.enum(NIGHT_ANSWERS, { error: "answer must be 'yes', 'maybe' or 'no'" }),
  /** Films I have seen stay candidates: I don't mind seeing them again. */
  dontMindSeen: z.boolean({ error: 'dontMindSeen must be true or false' }).optional(),
});
export type RsvpInput = z.infer<typeof ZRsvpInput>;

export const ZAddCandidateInput = z.object({ id: ZNightId, movieId: ZMovieId });
export type AddCandidateInput = z.infer<typeof ZAddCandidateInput>;

export const ZVotesInput = z.object({
  id: ZNightId,
  movieIds: z
    .array(ZMovieId, { error: 'movieIds must be a list of films' })
    .max(100, 'movieIds: too many films'),
});
export type VotesInput = z.infer<typeof ZVotesInput>;

export const ZWatchedInput = z.object({
  id: ZNightId,
  /** Stars, 0.5 to 5 in halves; absent = not rated. */
  rating: z
    .number({ error: 'rating must be a number of stars' })
    .min(0.5, 'rating must be 0.5 to 5 stars')
    .max(5, 'rating must be 0.5 to 5 stars')
    .multipleOf(0.5, 'rating must be in half stars')
    .optional(),
});
export type WatchedInput = z.infer<typeof ZWatchedInput>;

const ZAnswer = z.enum(['pending', ...NIGHT_ANSWERS]);
const ZStatus = z.enum(['open', 'closed', 'cancelled']);

const ZGuest = ZNamedMember.extend({
  host: z.boolean(),
  answer: ZAnswer,
});

/** Where the film's disc is: an attendee's shelf first, then the club's, nearest first when towns are known. */
const ZShelfSpot = z.object({
  discId: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** On an attendee's own shelf (otherwise another club member's). */
  attendee: z.boolean(),
  /** From the host's town, when both towns are known. */
  km: z.number().nullable(),
});

const ZCandidate = ZFilmSummary.extend({
  /** On this many attendees' watchlists ("on 3 of 4 watchlists"). */
  watchlists: z.number().int(),
  /** Added by hand, by this member. */
  addedBy: z.string().nullable(),
  votes: z.number().int(),
  /** The caller approves it. */
  myVote: z.boolean(),
  shelf: ZShelfSpot.nullable(),
  /** Chuck's one-line take on the film. */
  pitch: z.string(),
});
export type Candidate = z.infer<typeof ZCandidate>;

export const ZNight = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  place: z.string(),
  status: ZStatus,
  host: ZNamedMember,
  /** The caller hosts it. */
  mine: z.boolean(),
  /** The caller's answer (the host's is always 'yes'). */
  myAnswer: ZAnswer,
  dontMindSeen: z.boolean(),
  guests: z.array(ZGuest),
  /** The host and everyone who answered Yes or Maybe: they vote, and their watchlists count. */
  attendees: z.number().int(),
  voteClosesAt: z.string(),
  candidates: z.array(ZCandidate),
  winner: z.object({ movieId: z.number().int(), title: z.string() }).nullable(),
  /** The rental request placed for the winner on the host's behalf, as the loan stands now. */
  rental: z
    .object({ loanId: z.number().int(), status: z.enum(LOAN_STATUSES), ownerName: z.string() })
    .nullable(),
  /** Why no rental request was placed (the disc is the host's own, none is free, not enough credits, ...). */
  rentalNote: z.string().nullable(),
  /** "Did you watch it?": asked the day after; the date it went in the caller's diary. */
  watched: z.object({ asked: z.boolean(), watchedOn: z.string().nullable() }),
});
export type Night = z.infer<typeof ZNight>;

const ZNightSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  place: z.string(),
  status: ZStatus,
  hostName: z.string(),
  mine: z.boolean(),
  myAnswer: ZAnswer,
});

export { ZCalendarFile };
export const ZNightList = z.array(ZNightSummary);
export type NightSummary = z.infer<typeof ZNightSummary>;

const CANDIDATE = {
  ...FILM_SUMMARY,
  watchlists: 2,
  addedBy: null,
  votes: 1,
  myVote: true,
  shelf: { discId: 42, ownerId: SAM, ownerName: SAM_NAME, attendee: true, km: 3.2 },
  pitch: 'My take: staff pick, no question. It hardly ever makes it back to the shelf.',
};
const NIGHT = {
  id: 7,
  title: 'Friday heist night',
  startsAt: '2026-12-04T19:30:00.000Z',
  place: 'My place, bring snacks',
  status: 'open',
  host: { id: DANA, name: DANA_NAME },
  mine: true,
  myAnswer: 'yes',
  dontMindSeen: false,
  guests: [
    { id: DANA, name: DANA_NAME, host: true, answer: 'yes' },
    { id: SAM, name: SAM_NAME, host: false, answer: 'yes' },
  ],
  attendees: 2,
  voteClosesAt: '2026-12-04T17:30:00.000Z',
  candidates: [CANDIDATE],
  winner: null,
  rental: null,
  rentalNote: null,
  watched: { asked: false, watchedOn: null },
};
const CLOSED = {
  ...NIGHT,
  status: 'closed',
  winner: { movieId: FILM.movieId, title: FILM.title },
  rental: { loanId: 9, status: 'requested', ownerName: SAM_NAME },
};

const RULES =
  `Only the host and the invitees see a night (anyone else gets a 404). A night has a title (at most ${NIGHT_TITLE_MAX} ` +
  `characters), a date and time in the future, a place in words (at most ${NIGHT_PLACE_MAX}) and up to ` +
  `${NIGHT_MAX_INVITEES} invited connections; inviting a member who is not a connection, who blocked you or whom you ` +
  `blocked, or a ${NIGHT_MAX_INVITEES + 1}th, is a 400. The attendees are the host and everyone who answered Yes or Maybe.`;

export const listMeta = restMeta(
  'GET',
  '/nights',
  'nights',
  'My movie nights: hosting and invited, upcoming first',
  {
    description: `The nights the member hosts or is invited to: upcoming ones first (soonest first), then past ones (latest first). ${RULES}`,
    example: {
      output: [
        {
          id: 7,
          title: NIGHT.title,
          startsAt: NIGHT.startsAt,
          place: NIGHT.place,
          status: 'open',
          hostName: DANA_NAME,
          mine: true,
          myAnswer: 'yes',
        },
      ],
    },
  },
);

export const getMeta = restMeta(
  'GET',
  '/nights/{id}',
  'nights',
  'A movie night: who is coming, the candidates and the vote',
  {
    description:
      'The night as its page shows it: who is coming, the candidates (films on at least two attendees’ watchlists ' +
      'first, then any attendee’s, with the count, skipping films an attendee has seen unless they don’t mind; ' +
      'each with where its disc is and Chuck’s one-line take), the votes, the winner and its rental request. ' +
      RULES,
    example: { input: { id: 7 }, output: NIGHT },
  },
);

export const createMeta = restMeta('POST', '/nights', 'nights', 'Host a movie night and invite connections', {
  description: `Makes a night hosted by the caller; each invitee gets a notification and a mail with Yes / Maybe / No. ${RULES}`,
  created: true,
  example: {
    input: { title: NIGHT.title, startsAt: NIGHT.startsAt, place: NIGHT.place, invitees: [SAM] },
    output: NIGHT,
  },
});

export const updateMeta = restMeta(
  'PATCH',
  '/nights/{id}',
  'nights',
  'Change a movie night (the host only)',
  {
    description:
      'The host changes the title, the date and time or the place, or invites more connections. Moving the ' +
      'night tells everyone invited and updates their calendar event. A night that is over or cancelled cannot ' +
      `change (a 409); an invitee gets a 403. ${RULES}`,
    example: {
      input: { id: 7, place: 'The café on Market Street' },
      output: { ...NIGHT, place: 'The café on Market Street' },
    },
  },
);

export const cancelMeta = restMeta(
  'DELETE',
  '/nights/{id}',
  'nights',
  'Cancel a movie night, telling everyone (the host only)',
  {
    description: `The host calls the night off; everyone invited is told. An invitee gets a 403, a night already over a 409. ${RULES}`,
    example: { input: { id: 7 }, output: { ...NIGHT, status: 'cancelled' } },
  },
);

export const rsvpMeta = restMeta(
  'POST',
  '/nights/{id}/rsvp',
  'nights',
  'Answer a movie night: Yes, Maybe or No',
  {
    description:
      'An invitee answers (and may change their answer until the night); the host is told. `dontMindSeen` keeps ' +
      'films the caller has seen among the candidates. The host does not answer (a 409). ' +
      RULES,
    example: { input: { id: 7, answer: 'yes' }, output: NIGHT },
  },
);

export const addCandidateMeta = restMeta(
  'POST',
  '/nights/{id}/candidates',
  'nights',
  'Add a film to a movie night’s candidates',
  {
    description: `The host or an attendee adds a catalog film; adding one twice is a 409, and so is adding after the vote closed. ${RULES}`,
    example: { input: { id: 7, movieId: FILM.movieId }, output: NIGHT },
  },
);

export const votesMeta = restMeta(
  'PUT',
  '/nights/{id}/votes',
  'nights',
  'Approve candidates: my votes for a movie night',
  {
    description:
      'Approval voting: the caller’s approved candidates replace their earlier ones. Only attendees vote (an ' +
      `invitee who has not answered Yes or Maybe gets a 403); after the vote closed (the host closed it, or ${NIGHT_VOTE_CLOSES_HOURS} ` +
      'hours before the start) it is a 409; a film that is not a candidate is a 400. ' +
      RULES,
    example: { input: { id: 7, movieIds: [FILM.movieId] }, output: NIGHT },
  },
);

export const closeMeta = restMeta(
  'POST',
  '/nights/{id}/close',
  'nights',
  'Close the vote: the film with most votes wins (the host only)',
  {
    description:
      'The host closes the vote (it also closes by itself ' +
      `${NIGHT_VOTE_CLOSES_HOURS} hours before the start). Ties go to the film on more watchlists, then to one on an ` +
      'attendee’s shelf. When the winner is on a shelf, a rental request is placed on the host’s behalf through ' +
      'the normal loan flow (credits and holds apply), with the night’s date in its message; everyone attending ' +
      'is told. Closing twice, or with no votes, is a 409. ' +
      RULES,
    example: { input: { id: 7 }, output: CLOSED },
  },
);

export const watchedMeta = restMeta(
  'POST',
  '/nights/{id}/watched',
  'nights',
  '"Did you watch it?" Yes: log the night in my diary',
  {
    description:
      'The day after the night, an attendee logs the winning film in their diary for the night’s date (rating ' +
      'optional); Rewind counts it as watched with friends. Before the day after, without a winner, or twice: a 409.',
    example: {
      input: { id: 7, rating: 4 },
      output: { ...CLOSED, watched: { asked: true, watchedOn: '2026-12-04' } },
    },
  },
);

const ICS_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  "PRODID:-//Chuck's Video Store//Movie nights//EN",
  'BEGIN:VEVENT',
  'UID:night-7@chucks-video-store',
  'SEQUENCE:0',
  `DTSTAMP:${AT.replace(/[-:]/g, '').replace('.000', '')}`,
  'DTSTART:20261204T193000Z',
  'SUMMARY:Friday heist night',
  'LOCATION:My place\\, bring snacks',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

export const calendarMeta = restMeta(
  'GET',
  '/nights/{id}/calendar.ics',
  'nights',
  'Add to calendar: the movie night as an iCalendar (.ics) file',
  {
    description:
      'The night as one event of an RFC 5545 iCalendar file (text/calendar, an attachment), with a stable UID and ' +
      'a SEQUENCE that goes up when the host moves or cancels the night, so a calendar replaces the old event. ' +
      RULES,
    download: 'text/calendar; charset=utf-8',
    example: { input: { id: 7 }, output: { filename: 'movie-night-7.ics', content: ICS_EXAMPLE } },
  },
);
