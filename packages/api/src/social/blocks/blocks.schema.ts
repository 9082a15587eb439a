import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { AT, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';

/** The member a block, a removal or a Double Feature is about. */
export const ZMemberIdInput = z.object({
  memberId: requiredText('memberId: choose a member', [100, 'memberId is too long']),
});

/** docs/product.md §3 'Member block': one member the viewer blocked, named as every member is. */
export const ZBlock = z.object({
  memberId: z.string(),
  displayName: z.string().describe('The member’s public name'),
  blockedAt: z.string(),
});
export type Block = z.infer<typeof ZBlock>;

export const ZUnblockResult = z.object({ memberId: z.string(), unblocked: z.literal(true) });

export const CANNOT_BLOCK_SELF = "You can't block yourself.";
export const MEMBER_NOT_FOUND = 'Member not found';
export const ALREADY_BLOCKED = 'You have already blocked this member.';
export const NOT_BLOCKED = 'You have not blocked this member.';

const BLOCK = { memberId: SAM, displayName: SAM_NAME, blockedAt: AT };

export const addMeta = restMeta(
  'POST',
  '/social/blocks',
  'social',
  'Block a member: they can no longer message you, request your discs, see your page or be connected with you (they are not told)',
  {
    description:
      'Blocks a member: they can no longer message the caller, request their discs or see their page (it ' +
      'is a 404 to them), and any connection between them ends. They are not told. Blocking oneself or a ' +
      'member already blocked is refused.',
    example: { input: { memberId: SAM }, output: BLOCK },
  },
);
export const listMeta = restMeta(
  'GET',
  '/social/blocks',
  'social',
  'The members you have blocked, newest first',
  {
    description: 'The members the caller has blocked, by their public names, newest first.',
    example: { output: [BLOCK] },
  },
);
export const removeMeta = restMeta(
  'DELETE',
  '/social/blocks/{memberId}',
  'social',
  'Unblock a member you blocked',
  {
    description:
      'Lifts a block: the member may message, request discs and see the page again as the profile’s ' +
      "visibility allows. A member not blocked is refused ('You have not blocked this member.').",
    example: { input: { memberId: SAM }, output: { memberId: SAM, unblocked: true } },
  },
);
