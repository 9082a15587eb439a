import { z } from 'zod';

/** A member as a page names them, by their public name: a list's owner and editors, a night's host and guests. */
export const ZNamedMember = z.object({ id: z.string(), name: z.string() });
