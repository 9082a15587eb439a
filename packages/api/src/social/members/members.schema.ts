import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';

/** A member asked for by id (their page, their lists). */
export const ZMemberInput = z.object({
  id: requiredText('Member id is required', [100, 'Member id is too long']).regex(
    /^[A-Za-z0-9_-]+$/,
    'Member id is letters and digits only',
  ),
});
