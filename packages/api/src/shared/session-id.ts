import { z } from 'zod';
import { SESSION_ID_PATTERN } from './session-id-format.ts';

export { newSessionId } from './session-id-format.ts';

export const ZSessionId = z
  .string()
  .regex(SESSION_ID_PATTERN, 'Invalid session id: expected s-xxxxxxxx-xxxxxxxx-xxxxxxxx-xxxxxxxx');
