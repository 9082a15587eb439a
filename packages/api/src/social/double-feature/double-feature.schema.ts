import { z } from 'zod';
import { ZFilmSnapshot } from '../../lib/film-snapshot.ts';
import { PICKED_FILM, SAM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

export { ZMemberIdInput } from '../blocks/blocks.schema.ts';

/** Films in one Double Feature (docs/product.md §3 'Double Feature'). */
export const DOUBLE_FEATURE_SIZE = 6;

const ZSourceFilm = z.object({ movieId: z.number().int(), title: z.string() });

/** One pick for the two of you, with the film of each member's it comes from. */
export const ZDoubleFeaturePick = ZFilmSnapshot.extend({
  because: z
    .object({ mine: ZSourceFilm, theirs: ZSourceFilm })
    .describe('Your favourite or thumbs-up and theirs that this pick resembles most'),
  onShelf: z
    .object({ count: z.number().int().describe('Rentable copies on the DVD Club shelf') })
    .nullable()
    .describe('Set when a member (not you) has it rentable on the shelf'),
});
export type DoubleFeaturePick = z.infer<typeof ZDoubleFeaturePick>;

export const NOT_CONNECTED =
  'Double Feature is for you and one of your connections: connect with this member first.';
export const MEMBER_NOT_FOUND = 'Member not found';

export const forMemberMeta = restMeta(
  'GET',
  '/social/double-feature/{memberId}',
  'social',
  `${DOUBLE_FEATURE_SIZE} films for you and a connection: neither of you has seen or dismissed them, each picked from a favourite or thumbs-up of each`,
  {
    description:
      'The Double Feature panel: films for the caller and one of their connections to watch together, none ' +
      'that either has seen or dismissed, each resembling a favourite or thumbs-up of each (because) and ' +
      "marked when a member has it rentable on the shelf. For a member who is not a connection: 'Double " +
      "Feature is for you and one of your connections: connect with this member first.'",
    example: {
      input: { memberId: SAM },
      output: [
        {
          ...PICKED_FILM,
          because: { mine: { movieId: 949, title: 'Heat' }, theirs: { movieId: 2, title: 'The Wild Bunch' } },
          onShelf: { count: 1 },
        },
      ],
    },
  },
);
