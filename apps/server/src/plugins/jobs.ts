import { type JobHandlers, type JobRunner, scheduleDigests, scheduleTimedSteps } from '@chuck/api';
import type { FastifyInstance } from 'fastify';

/**
 * The background job workers (docs/architecture.md, "Background jobs") start when the app is ready.
 * They stop in the one shutdown order (`shutdown.ts`): after the app's requests, before the database.
 */
export function jobsPlugin(app: FastifyInstance, deps: { jobs: JobRunner; jobHandlers: JobHandlers }): void {
  app.addHook('onReady', async () => {
    await deps.jobs.start(deps.jobHandlers);
    // The club's timed steps run every minute, each run queueing the next; starting (or restarting)
    // the app makes sure one is queued. Keyed by the minute, so several processes queue one.
    await scheduleTimedSteps(deps.jobs);
    // The daily digests (docs/product.md §2 'Profile: Account'), keyed by their day the same way.
    await scheduleDigests(deps.jobs);
  });
}
