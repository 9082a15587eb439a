import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';

export const ZCredits = z.object({ amount: z.number().int() });
export type Credits = z.infer<typeof ZCredits>;

export const balanceMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/dvd-club/credits',
    tags: ['dvd-club'],
    summary: "The member's credit balance (a new member starts with a welcome grant)",
    protect: true,
  },
};
