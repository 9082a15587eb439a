import type { JobHandlers, JobRunner } from '@chuck/api';
import type { FastifyInstance } from 'fastify';

/**
 * The background job workers (docs/architecture.md, "Background jobs") run while the app does:
 * started when it is ready, stopped (in-hand jobs finished) when it closes, before the database.
 */
export function jobsPlugin(app: FastifyInstance, deps: { jobs: JobRunner; jobHandlers: JobHandlers }): void {
  app.addHook('onReady', () => deps.jobs.start(deps.jobHandlers));
  app.addHook('onClose', () => deps.jobs.stop());
}
