/** How long a looked-up session is served from memory: what another process's sign-out may lag by. */
export const SESSION_CACHE_TTL_MS = 5_000;
/**
 * After a session or member is forgotten, how long they are neither served from nor put back in the
 * cache: a lookup racing a transaction that has not committed yet must not cache what it undoes.
 */
const HOLD_OFF_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  /** The database it was read from (tests run many in one process). */
  source: object;
  userId: string;
  value: T;
  until: number;
}

/**
 * Sessions looked up in the last few seconds, by the hash of their token, so a signed-in request does
 * not make a database round trip for its session every time (docs/architecture.md 'Sessions').
 * Whatever ends a session or changes what it carries (sign-out, revoke, a password or address change,
 * deleting the account) forgets it here at once: on this process that takes effect immediately;
 * another server process (several on one PostgreSQL) sees it within SESSION_CACHE_TTL_MS.
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** 'session:<hash>' and 'member:<id>' forgotten lately, until when. */
  readonly #heldOff = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  get(source: object, hash: string): T | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.source !== source || entry.until <= this.now() || this.#isHeldOff(hash, entry.userId)) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.value;
  }

  set(source: object, hash: string, userId: string, value: T): void {
    if (this.#isHeldOff(hash, userId)) return;
    // The oldest goes first (a Map keeps insertion order).
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(hash, { source, userId, value, until: this.now() + SESSION_CACHE_TTL_MS });
  }

  /** One session ended (by the hash of its token). */
  forgetSession(hash: string): void {
    this.#entries.delete(hash);
    this.#holdOff(`session:${hash}`);
  }

  /** Every session of the member ended, or what their sessions carry (their address) changed. */
  forgetMember(userId: string): void {
    for (const [hash, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(hash);
    this.#holdOff(`member:${userId}`);
  }

  #holdOff(key: string): void {
    const now = this.now();
    if (this.#heldOff.size >= MAX_ENTRIES) {
      for (const [k, until] of this.#heldOff) if (until <= now) this.#heldOff.delete(k);
    }
    this.#heldOff.set(key, now + HOLD_OFF_MS);
  }

  #isHeldOff(hash: string, userId: string): boolean {
    if (!this.#heldOff.size) return false;
    const now = this.now();
    return (
      (this.#heldOff.get(`session:${hash}`) ?? 0) > now || (this.#heldOff.get(`member:${userId}`) ?? 0) > now
    );
  }
}
