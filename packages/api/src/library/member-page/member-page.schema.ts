import { z } from 'zod';
import { LEEDS, ZTown } from '../../front-counter/places/places.schema.ts';
import { AT, DANA, DANA_NAME, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { QUEUED_5, ZFlairAwards } from '../flair/flair.schema.ts';
import { ZWatchingSoonList } from '../watching-soon/watching-soon.schema.ts';

const ZViewerView = z
  .object({
    tasteMatch: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .optional()
      .describe(
        '0-100: how alike your ratings are; null with fewer than 5 films rated by both (README). Absent ' +
          'unless you are connected',
      ),
    sharedFilms: z
      .number()
      .int()
      .optional()
      .describe('Films you have both rated; absent unless you are connected'),
    connected: z.boolean(),
    blocked: z.boolean().describe('You have blocked this member'),
  })
  .describe('What the member is to you; null for a visitor and on your own page');

const ZLendingRecord = z.object({
  lent: z.number().int().describe('Loans of their discs that went out'),
  borrowed: z.number().int().describe('Discs they borrowed that went out'),
  returned: z.number().int().describe('Of the discs they borrowed, those returned'),
  returnedOnTime: z.number().int().describe('Of those returned, the ones back by their due date'),
  completedAsOwner: z.number().int().describe('Settled loans of their discs (back, confirmed, undisputed)'),
  completedAsBorrower: z.number().int().describe('Settled loans they borrowed'),
  onTimeShare: z
    .number()
    .int()
    .nullable()
    .describe('Percent of their settled returns back by the due date; null below 3 returns'),
  disputesLost: z.number().int().describe('Disputes settled against them'),
  reviews: z
    .object({
      up: z.number().int(),
      down: z.number().int(),
      latest: z
        .array(
          z.object({
            id: z.number().int().describe('The review’s id (to report it)'),
            thumb: z.enum(['up', 'down']),
            note: z.string(),
            fromId: z.string(),
            fromName: z.string(),
            role: z.enum(['owner', 'borrower']).describe('The side this member was on in that loan'),
            createdAt: z.string(),
          }),
        )
        .describe('The latest notes other members left after a loan, newest first (up to 5)'),
    })
    .describe('Thumbs from the other side of their loans (docs/product.md §3 “Loan review”)'),
});

/** docs/product.md §2 'Member page': what anyone allowed to see the member sees. Never an email. */
export const ZMemberPage = z.object({
  id: z.string(),
  name: z.string().describe('The member’s public name (docs/product.md §3 “Public name”)'),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  favoriteGenres: z.array(z.string()),
  town: ZTown.nullable().describe('Their town, shown as “Leeds, United Kingdom” (never anything finer)'),
  topFavourites: z
    .array(z.object({ title: z.string(), movieId: z.number().nullable() }))
    .describe('Their top 3 films, as saved on the front counter'),
  flair: ZFlairAwards,
  watchingSoon: ZWatchingSoonList,
  collectionSize: z.number().int().describe('Their public and rentable discs'),
  lending: ZLendingRecord,
  joinedAt: z.string(),
  viewer: ZViewerView.nullable(),
});
export type MemberPage = z.infer<typeof ZMemberPage>;

export const getMeta = restMeta(
  'GET',
  '/members/{id}',
  'social',
  'A member’s page; a page the caller may not see answers 404 like an unknown id',
  {
    protect: false,
    description:
      'The member page /members/{id}: public name, picture, bio, favourite genres, town, top 3, flair, Watching ' +
      'Soon, the size of their public collection and their lending record with the latest loan reviews. ' +
      'Never an email. viewer says what the member is to a signed-in caller (connected, blocked, and between ' +
      'connections only the taste match and films both rated). Whether the caller may see it is the profile’s visibility (public, members or ' +
      "connections); otherwise it is a 404 'Member not found', as for an unknown id.",
    example: {
      input: { id: DANA },
      output: {
        id: DANA,
        name: DANA_NAME,
        avatarUrl: null,
        bio: 'Late-night crime pictures and anything with a heist in it.',
        favoriteGenres: ['Crime', 'Thriller'],
        town: LEEDS,
        topFavourites: [
          { title: 'Heat', movieId: 949 },
          { title: 'Fargo', movieId: 275 },
          { title: 'Alien', movieId: 348 },
        ],
        flair: [QUEUED_5],
        watchingSoon: [
          {
            id: 21,
            userId: DANA,
            movieId: 949,
            title: 'Heat',
            year: 1995,
            posterUrl: null,
            description: 'The diner scene, on a big screen.',
            position: 1,
            addedAt: AT,
          },
        ],
        collectionSize: 1,
        lending: {
          lent: 3,
          borrowed: 2,
          returned: 2,
          returnedOnTime: 2,
          completedAsOwner: 3,
          completedAsBorrower: 2,
          onTimeShare: null,
          disputesLost: 0,
          reviews: {
            up: 3,
            down: 0,
            latest: [
              {
                id: 12,
                thumb: 'up',
                note: 'Disc was spotless and she was right on time.',
                fromId: SAM,
                fromName: SAM_NAME,
                role: 'owner',
                createdAt: AT,
              },
            ],
          },
        },
        joinedAt: '2026-01-12T16:20:00.000Z',
        viewer: { tasteMatch: 82, sharedFilms: 9, connected: true, blocked: false },
      },
    },
  },
);
