import { z } from 'zod';
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

export const listMeta = restMeta(
  'GET',
  '/profile/flair',
  'profile',
  'The member’s flair badges, newest first',
);
export const checkMeta = restMeta(
  'POST',
  '/profile/flair/check',
  'profile',
  'Award every badge the member has earned (safe to call on every profile load)',
);
export const easterEggMeta = restMeta(
  'POST',
  '/profile/easter-egg',
  'profile',
  'Record that the member found the easter egg (the /easter-egg page calls it)',
);
