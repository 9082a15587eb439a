import { z } from 'zod';
import { AT } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;

const ZFlair = z.object({
  code: z.string(),
  name: z.string(),
  /** An emoji. */
  icon: z.string(),
  description: z.string(),
  rarity: z.enum(RARITIES),
});

const ZFlairAward = z.object({
  id: z.number(),
  earnedAt: z.string(),
  flair: ZFlair,
});
export type FlairAward = z.infer<typeof ZFlairAward>;

export const ZFlairAwards = z.array(ZFlairAward);

export const ZCheckFlairOutput = z.object({
  /** Awarded by this call (empty when nothing new was earned). */
  newlyAwarded: ZFlairAwards,
  /** Everything the member holds, newest first. */
  awards: ZFlairAwards,
});
export type CheckFlairOutput = z.infer<typeof ZCheckFlairOutput>;

export const ZEasterEggOutput = z.object({
  /** False when the member had found it before. */
  firstTime: z.boolean(),
  message: z.string(),
  newlyAwarded: ZFlairAwards,
});
export type EasterEggOutput = z.infer<typeof ZEasterEggOutput>;

const FIRST_QUEUED = {
  id: 3,
  earnedAt: '2026-11-02T08:15:00.000Z',
  flair: {
    code: 'first_queued',
    name: 'Rewind Ready',
    icon: '📼',
    description: 'Put your first film in your watchlist.',
    rarity: 'common',
  },
};
/** A REST example of an award ('Stacked Shelf'), also on the member page's example. */
export const QUEUED_5 = {
  id: 8,
  earnedAt: AT,
  flair: {
    code: 'queued_5',
    name: 'Stacked Shelf',
    icon: '📚',
    description: 'Have 5 films waiting in your watchlist.',
    rarity: 'common',
  },
};

export const listMeta = restMeta(
  'GET',
  '/profile/flair',
  'profile',
  'The member’s flair badges, newest first',
  {
    description:
      'The flair badges the member has earned, newest first, each with its name, emoji, what earned it and ' +
      'its rarity (common, rare, epic or legendary).',
    example: { output: [QUEUED_5, FIRST_QUEUED] },
  },
);
export const checkMeta = restMeta(
  'POST',
  '/profile/flair/check',
  'profile',
  'Award every badge the member has earned (safe to call on every profile load)',
  {
    description:
      'Checks every badge’s rule against the member’s lists, collection and loans and awards the ones newly ' +
      'earned (newlyAwarded, empty when nothing is new); awards lists all they hold. Safe to call on every ' +
      'profile load: a badge is awarded once.',
    example: { output: { newlyAwarded: [QUEUED_5], awards: [QUEUED_5, FIRST_QUEUED] } },
  },
);
export const easterEggMeta = restMeta(
  'POST',
  '/profile/easter-egg',
  'profile',
  'Record that the member found the easter egg (the /easter-egg page calls it)',
  {
    description:
      'The /easter-egg page calls this when a member finds the hidden door: the first time it awards the ' +
      'legendary badge ‘Do Not Go In There’ (firstTime true); after that it only says they have been in ' +
      'here before.',
    example: {
      output: {
        firstTime: true,
        message: 'You found the secret room. Chuck told you not to go in there.',
        newlyAwarded: [
          {
            id: 9,
            earnedAt: '2026-11-21T10:05:00.000Z',
            flair: {
              code: 'easter_egg',
              name: 'Do Not Go In There',
              icon: '🚪',
              description: 'Find the hidden door behind the counter.',
              rarity: 'legendary',
            },
          },
        ],
      },
    },
  },
);
