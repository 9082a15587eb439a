import type { AppDeps, RequestInfo } from '../../context.ts';
import { conflict, invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publicNames } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { checkInvitees, invite } from './night-invitations.ts';
import { hostOnly, nightFor, pushNight, reread, tell, when } from './night-view.ts';
import * as repo from './nights.repository.ts';
import type { CreateNightInput, Night, NightIdInput, UpdateNightInput } from './nights.schema.ts';

/** The host's steps: a night created, changed (more invitees too) or cancelled. */

/** A host's steps mail invitations, which link back to the site the request came from. */
type NightDeps = Pick<AppDeps, 'db' | 'jobs'> & { req: Pick<RequestInfo, 'origin'> };

function futureStart(iso: string): Date {
  const at = new Date(iso);
  if (at.getTime() <= Date.now()) throw invalid('The night must be in the future.');
  return at;
}

/** docs/product.md §2 'Movie nights': host a night and invite connections. */
export async function createNight(
  deps: NightDeps,
  user: SessionUser,
  input: CreateNightInput,
): Promise<Night> {
  const startsAt = futureStart(input.startsAt);
  const invitees = await checkInvitees(deps.db, user.id, input.invitees, 0);
  const id = await inTransaction(deps.db, async (trx) => {
    const id = await repo.insertNight(trx, {
      hostId: user.id,
      title: input.title,
      startsAt,
      place: input.place,
    });
    await repo.addGuests(trx, id, invitees);
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    await invite(
      trx,
      deps.jobs,
      deps.req.origin,
      { id, title: input.title, startsAt, place: input.place },
      hostName,
      invitees,
    );
    return id;
  });
  return reread(deps.db, user.id, id);
}

/** The host changes the night or invites more; moving it tells everyone and bumps the calendar's SEQUENCE. */
export async function updateNight(
  deps: NightDeps,
  user: SessionUser,
  input: UpdateNightInput,
): Promise<Night> {
  const startsAt = input.startsAt === undefined ? undefined : futureStart(input.startsAt);
  await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    hostOnly(row, 'change the night');
    if (row.status === 'cancelled') throw conflict('This night was cancelled.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    const invitees = input.invitees
      ? await checkInvitees(trx, user.id, input.invitees, await repo.countInvitees(trx, row.id))
      : [];
    const moved = startsAt !== undefined && startsAt.getTime() !== row.startsAt.getTime();
    const changed = { title: input.title, place: input.place, startsAt };
    const next = {
      id: row.id,
      title: input.title ?? row.title,
      startsAt: startsAt ?? row.startsAt,
      place: input.place ?? row.place,
    };
    await repo.updateNight(
      trx,
      row.id,
      {
        ...(changed.title !== undefined && { title: changed.title }),
        ...(changed.place !== undefined && { place: changed.place }),
        // A moved night is reminded of again the day before its new date.
        ...(moved && { startsAt, remindedAt: null }),
      },
      moved || changed.title !== undefined || changed.place !== undefined,
    );
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    const told = (await repo.recipients(trx, row.id, 'everyone')).filter((id) => id !== user.id);
    if (moved || changed.title !== undefined || changed.place !== undefined) {
      await tell(trx, told, {
        type: 'night_changed',
        title: moved ? 'Movie Night Moved' : 'Movie Night Changed',
        message: `${hostName}'s ${next.title} is now on ${when(next.startsAt)} at ${next.place}.`,
        data: { nightId: row.id, startsAt: next.startsAt.toISOString(), fromName: hostName },
      });
    }
    const added = await repo.addGuests(trx, row.id, invitees);
    await invite(trx, deps.jobs, deps.req.origin, next, hostName, added);
    await pushNight(trx, row.id);
  });
  return reread(deps.db, user.id, input.id);
}

/** The host cancels the night: everyone invited is told. */
export async function cancelNight(
  { db }: Pick<AppDeps, 'db'>,
  user: SessionUser,
  { id }: NightIdInput,
): Promise<Night> {
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, id, true);
    hostOnly(row, 'cancel the night');
    if (row.status === 'cancelled') throw conflict('This night was cancelled already.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    await repo.updateNight(trx, id, { status: 'cancelled' }, true);
    const hostName = (await publicNames(trx, [user.id])).get(user.id)!;
    const told = (await repo.recipients(trx, id, 'everyone')).filter((other) => other !== user.id);
    await tell(trx, told, {
      type: 'night_cancelled',
      title: 'Movie Night Cancelled',
      message: `${hostName} cancelled ${row.title} on ${when(row.startsAt)}.`,
      data: { nightId: id, fromName: hostName },
    });
    await pushNight(trx, id);
  });
  return reread(db, user.id, id);
}
