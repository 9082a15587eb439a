import type { ChatReplies, JobRunner } from '@chuck/api';
import type { Bus } from '@chuck/realtime';
import type { FastifyInstance } from 'fastify';

/** What a process has running; a part it does not own (or have) is left out. */
export interface Running {
  app?: FastifyInstance;
  chatReplies?: ChatReplies | undefined;
  jobs?: JobRunner;
  bus?: Bus;
  database?: { close(): Promise<void> };
}

/**
 * The one shutdown order (docs/architecture.md, "Stopping"), for the server, the scripts and the
 * test app alike: the app stops taking requests and waits for those in flight (bounded); Chuck's
 * replies being written are written; the job workers finish the jobs in hand (bounded: one still
 * running is left for retry); the bus closes; then the database. Each step waits for the one
 * before, so nothing asks the database for anything once it is closed.
 */
export async function stopInOrder(running: Running): Promise<void> {
  await running.app?.close();
  await running.chatReplies?.settle();
  await running.jobs?.stop();
  await running.bus?.close();
  await running.database?.close();
}
