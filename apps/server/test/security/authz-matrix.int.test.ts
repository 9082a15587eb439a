import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perFileAppWithFakeStripe } from '../support/fake-stripe-app.ts';
import { type Attack, matrix, REFERENCE_KEYS } from './authz-matrix.table.ts';
import {
  AUTHZ_MODERATOR,
  type ProcedurePath,
  procedures,
  servedBy,
  type Transport,
  World,
} from './authz-world.ts';

const paths = (Object.keys(matrix) as ProcedurePath[]).sort();
const withIdor = paths.filter((path) => typeof matrix[path].idor === 'function');
const withExtra = paths.filter((path) => matrix[path].extra);
const moderatorsOnly = paths.filter((path) => matrix[path].access === 'moderator');
const TRANSPORTS: Transport[] = ['trpc', 'rest'];

describe('authorization matrix: every procedure × {anonymous, owner, another member}', () => {
  const { t, stripe } = perFileAppWithFakeStripe({ MODERATOR_EMAILS: AUTHZ_MODERATOR });
  let w: World;
  beforeAll(async () => {
    w = new World(t.app, t.deps.db, () => t.deps.chat.replies.settle(), stripe.requests);
    await w.setUp();
  });
  afterAll(() => w?.settleChat());

  /** Tries it, then checks the answer and that the victim's data reads back as before. */
  async function attempt(path: ProcedurePath, attack: Attack, transport: Transport): Promise<void> {
    const label = `${transport} ${path}: ${attack.what}`;
    const before = await attack.readBack?.();
    const reply = await w.call(path, attack.input, attack.as, transport);
    if (attack.expect === 'OK') {
      expect(reply.status, `${label}: ${reply.message}`).toBe(200);
    } else {
      expect(reply.code, `${label}: ${reply.status} ${reply.message}`).toBe(attack.expect);
      expect(reply.status, label).toBe(attack.expect === 'NOT_FOUND' ? 404 : 403);
    }
    await attack.verify?.(reply);
    if (attack.readBack)
      expect(await attack.readBack(), `${label}: the victim's data changed`).toEqual(before);
  }

  describe('the table', () => {
    it('has exactly one row per procedure of the router (a new procedure needs its row)', () => {
      expect(paths).toEqual(Object.keys(procedures).sort());
    });

    it('says how each procedure guards every id or session id its input takes', () => {
      const unguarded = paths.filter((path) => {
        const keys = Object.keys(procedures[path]!._def.inputs[0]?.shape ?? {});
        return keys.some((key) => (REFERENCE_KEYS as readonly string[]).includes(key)) && !matrix[path].idor;
      });
      expect(unguarded).toEqual([]);
    });

    it('agrees with the REST contract about which procedures are for members', () => {
      const mismatched = paths.filter((path) => {
        const rest = procedures[path]!._def.meta?.openapi;
        return rest !== undefined && rest.protect !== (matrix[path].access !== 'public');
      });
      expect(mismatched).toEqual([]);
    });
  });

  describe.each(TRANSPORTS)('over %s', (transport) => {
    const served = (list: ProcedurePath[]) => list.filter((path) => servedBy(transport, path));

    describe('anonymous', () => {
      it.each(served(paths))('%s', async (path) => {
        const row = matrix[path];
        const { input } = await row.happy(w, null);
        const reply = await w.call(path, input, null, transport);
        if (row.access !== 'public') {
          expect(reply.status).toBe(401);
          expect(reply.code).toBe('UNAUTHORIZED');
          expect(reply.message).toContain('Unauthorized');
        } else {
          // Public: a visitor's valid call works (never a 401/403, never a 5xx).
          expect(reply.status, reply.message).toBe(200);
        }
      });
    });

    describe('owner', () => {
      it.each(served(paths))('%s', async (path) => {
        const { input, as } = await matrix[path].happy(w, w.owner);
        const reply = await w.call(path, input, as ?? w.owner, transport);
        // An operation that makes something answers REST's 201 Created (a report).
        const created = transport === 'rest' && procedures[path]!._def.meta?.created;
        expect(reply.status, reply.message).toBe(created ? 201 : 200);
      });
    });

    // docs/product.md §3 'Reports and moderation': a member who is not a moderator gets a 403.
    describe('a member who is not a moderator', () => {
      it.each(served(moderatorsOnly))('%s', async (path) => {
        const { input } = await matrix[path].happy(w, w.other);
        const reply = await w.call(path, input, w.other, transport);
        expect(reply.status, reply.message).toBe(403);
        expect(reply.code).toBe('FORBIDDEN');
      });
    });

    describe('another member (IDOR)', () => {
      it.each(served(withIdor))('%s', async (path) => {
        const attacks = await (matrix[path].idor as (w: World) => Promise<Attack[]>)(w);
        expect(attacks.length).toBeGreaterThan(0);
        for (const attack of attacks) await attempt(path, attack, transport);
      });
    });

    describe('unknown fields change no ownership, status or credits', () => {
      it.each(served(withExtra))('%s', async (path) => {
        const attacks = await matrix[path].extra!(w);
        expect(attacks.length).toBeGreaterThan(0);
        for (const attack of attacks) await attempt(path, attack, transport);
      });
    });
  });
});
