import type { Db } from '@chuck/db';
import type { RequestInfo } from '../../context.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as repo from './analytics.repository.ts';
import type { Count } from './analytics.schema.ts';

/** A page load tracks once; this leaves room for a busy office behind one address, not a script. */
const TRACK_LIMIT = {
  max: 120,
  windowSeconds: 10 * 60,
  message: 'Too many visits counted from here. Please try again in a few minutes.',
};

export async function trackVisitor(db: Db, req: Pick<RequestInfo, 'ip'>, visitorId: string): Promise<Count> {
  await enforce(db, `track-visitor:ip:${req.ip}`, TRACK_LIMIT);
  return { count: await repo.addVisitor(db, visitorId) };
}

export async function visitorCount(db: Db): Promise<Count> {
  return { count: await repo.visitorCount(db) };
}

export async function profileCount(db: Db): Promise<Count> {
  return { count: await repo.memberCount(db) };
}
