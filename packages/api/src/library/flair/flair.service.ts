import type { Db } from '@chuck/db';
import type { Reaction } from '../../effects/events.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import * as repo from './flair.repository.ts';
import { FLAIR_RULES } from './flair.rules.ts';
import type { CheckFlairOutput, EasterEggOutput, FlairAward } from './flair.schema.ts';
import { recordEvent } from './member-events.repository.ts';

// The definitions change only with the code, so each database is synced once per process.
const synced = new WeakSet<Db>();
async function ensureFlairs(db: Db): Promise<void> {
  if (synced.has(db)) return;
  await repo.syncFlairs(
    db,
    FLAIR_RULES.map(({ code, name, icon, description, rarity }, sortOrder) => ({
      code,
      name,
      icon,
      description,
      rarity,
      sortOrder,
    })),
  );
  synced.add(db);
}

type AwardRow = Awaited<ReturnType<typeof repo.listAwards>>[number];

function toAward(row: AwardRow): FlairAward {
  const { id, earnedAt, ...flair } = row;
  return { id, earnedAt: toIso(earnedAt), flair };
}

export async function listFlair(db: Db, userId: string): Promise<FlairAward[]> {
  return (await repo.listAwards(db, userId)).map(toAward);
}

/** Awards what the member has earned and does not hold yet; calling it again awards nothing twice. */
export async function checkFlair(db: Db, userId: string): Promise<CheckFlairOutput> {
  await ensureFlairs(db);
  const held = await repo.awardedCodes(db, userId);
  const earned: string[] = [];
  for (const rule of FLAIR_RULES) {
    if (!held.has(rule.code) && (await rule.earned(db, userId))) earned.push(rule.code);
  }
  const newIds = await repo.insertAwards(db, userId, earned);
  const awards = await listFlair(db, userId);
  const newlyAwarded = awards.filter((a) => newIds.has(a.id));
  for (const { flair } of newlyAwarded) {
    await notify(db, userId, {
      type: 'flair_awarded',
      title: 'New Flair Earned!',
      message: `${flair.icon} ${flair.name}: ${flair.description}`,
      data: { flairCode: flair.code, flairName: flair.name, icon: flair.icon, rarity: flair.rarity },
    });
  }
  return { newlyAwarded, awards };
}

/** An import counts towards the badges that reward one (see flair.rules.ts). */
export const recordLibraryImported: Reaction<'library.imported'> = async (trx, { userId }) => {
  await recordEvent(trx, userId, 'library_imported');
};

export async function foundEasterEgg(db: Db, userId: string): Promise<EasterEggOutput> {
  const firstTime = await recordEvent(db, userId, 'easter_egg_found');
  const { newlyAwarded } = await checkFlair(db, userId);
  return {
    firstTime,
    message: firstTime
      ? 'You found the secret room. Chuck told you not to go in there.'
      : 'You have been in here before.',
    newlyAwarded,
  };
}
