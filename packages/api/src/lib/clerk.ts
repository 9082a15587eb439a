import { type Clerk, createClerk } from '@chuck/clerk';
import type { AppDeps } from '../context.ts';

const localClerk = createClerk();

/** The server's clerk, or Chuck's local engine when none was configured (tests, no OpenAI key). */
export function clerkOf(deps: Pick<AppDeps, 'clerk'>): Clerk {
  return deps.clerk ?? localClerk;
}
