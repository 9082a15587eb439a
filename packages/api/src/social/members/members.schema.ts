import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { ZFlairAwards } from '../../library/flair/flair.schema.ts';
import { ZWatchingSoonList } from '../../library/watching-soon/watching-soon.schema.ts';
import { restMeta } from '../../rest-meta.ts';

export const ZMemberInput = z.object({
  id: requiredText('Member id is required', [100, 'Member id is too long']).regex(
    /^[A-Za-z0-9_-]+$/,
    'Member id is letters and digits only',
  ),
});

const ZViewerView = z
  .object({
    tasteMatch: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe('0-100: how alike your ratings are; null with fewer than 5 films rated by both (README)'),
    sharedFilms: z.number().int().describe('Films you have both rated'),
    connected: z.boolean(),
    blocked: z.boolean().describe('You have blocked this member'),
  })
  .describe('What the member is to you; null for a visitor and on your own page');

const ZLendingRecord = z.object({
  lent: z.number().int().describe('Loans of their discs that went out'),
  borrowed: z.number().int().describe('Discs they borrowed that went out'),
  returned: z.number().int().describe('Of the discs they borrowed, those returned'),
  returnedOnTime: z.number().int().describe('Of those returned, the ones back by their due date'),
  reviews: z
    .object({
      up: z.number().int(),
      down: z.number().int(),
      latest: z
        .array(
          z.object({
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
  { protect: false },
);
