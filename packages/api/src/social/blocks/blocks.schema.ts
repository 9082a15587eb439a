import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
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

export const addMeta = restMeta(
  'POST',
  '/social/blocks',
  'social',
  'Block a member: they can no longer message you, request your discs, see your page or be connected with you (they are not told)',
);
export const listMeta = restMeta(
  'GET',
  '/social/blocks',
  'social',
  'The members you have blocked, newest first',
);
export const removeMeta = restMeta(
  'DELETE',
  '/social/blocks/{memberId}',
  'social',
  'Unblock a member you blocked',
);
