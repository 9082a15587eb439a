import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;

export const ZFlair = z.object({
  code: z.string(),
  name: z.string(),
  /** An emoji. */
  icon: z.string(),
  description: z.string(),
  rarity: z.enum(RARITIES),
});

export const ZFlairAward = z.object({
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

const tags = ['profile'];
export const listMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/profile/flair',
    tags,
    summary: 'The member’s flair badges, newest first',
    protect: true,
  },
};
export const checkMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/profile/flair/check',
    tags,
    summary: 'Award every badge the member has earned (safe to call on every profile load)',
    protect: true,
  },
};
export const easterEggMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/profile/easter-egg',
    tags,
    summary: 'Record that the member found the easter egg (the /easter-egg page calls it)',
    protect: true,
  },
};
