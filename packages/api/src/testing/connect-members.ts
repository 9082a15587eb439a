import type { SessionUser } from '../support/auth/auth.ts';
import type { TestContext } from './index.ts';

let films = 0;

/**
 * Connects two members the way members connect (docs/product.md §3 'Connection request'): both own
 * a disc of the same film where others can see it (a suggestion), `a` asks, `b` accepts. Returns
 * the connection as `a` lists it.
 */
export async function connectMembers(t: TestContext, a: SessionUser, b: SessionUser, title?: string) {
  films += 1;
  const film = { title: title ?? `Connecting Film ${films}`, year: 2001 };
  for (const owner of [a, b]) {
    await t.caller(owner).dvdClub.create({ format: 'DVD', condition: 'Good', visibility: 'public', ...film });
  }
  await t.caller(a).connections.request({ memberId: b.id });
  await t.caller(b).connections.accept({ memberId: a.id });
  const connection = (await t.caller(a).connections.list()).connections.find((c) => c.otherUser.id === b.id);
  if (!connection) throw new Error('expected a connection');
  return connection;
}
