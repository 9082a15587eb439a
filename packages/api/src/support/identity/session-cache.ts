import type { SessionsEndedEvent } from '@chuck/realtime';

/** How long a looked-up session is served from memory, at most. */
export const SESSION_CACHE_TTL_MS = 5_000;
/**
 * After a session or member is forgotten, how long they are neither served from nor put back in the
 * cache: a lookup racing a transaction that has not committed yet must not cache what it undoes.
 */
const HOLD_OFF_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** What ended: sessions by the SHA-256 of their token, members (all their sessions) by id. */
export type SessionsEnded = SessionsEndedEvent['sessionsEnded'];

interface Entry<T> {
  userId: string;
  value: T;
  until: number;
}

/**
 * Sessions looked up in the last few seconds, by the hash of their token, so a signed-in request does
 * not make a database round trip for its session every time (docs/architecture.md 'Sessions'). One
 * per `createAuth`, i.e. per process. Whatever ends a session or changes what it carries forgets it
 * here at once, and every other process forgets it when the bus brings the news
 * (`announceSessionsEnded` in session.repository.ts).
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** 'session:<hash>' and 'member:<id>' forgotten lately, until when. */
  readonly #heldOff = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Tells every process now, outside the caller's transaction, that these are ending, and resolves
   * once the news has gone round: createAuth sets it when there is a bus. Sent ahead of the commit, it
   * leaves no moment after it when another process still answers from memory (announceSessionsEnded).
   */
  tellEveryProcess: (ended: SessionsEnded) => Promise<void> = async () => {};

  get(hash: string): T | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.until <= this.now() || this.#isHeldOff(hash, entry.userId)) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.value;
  }

  set(hash: string, userId: string, value: T): void {
    if (this.#isHeldOff(hash, userId)) return;
    // The oldest goes first (a Map keeps insertion order).
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(hash, { userId, value, until: this.now() + SESSION_CACHE_TTL_MS });
  }

  /** Sessions that ended, and members all of whose sessions ended or whose address changed. */
  forget({ sessions = [], members = [] }: Partial<SessionsEnded>): void {
    for (const hash of sessions) {
      this.#entries.delete(hash);
      this.#holdOff(`session:${hash}`);
    }
    if (!members.length) return;
    const gone = new Set(members);
    for (const [hash, entry] of this.#entries) if (gone.has(entry.userId)) this.#entries.delete(hash);
    for (const userId of members) this.#holdOff(`member:${userId}`);
  }

  /** Everything: the bus lost its connection and may have missed what ended meanwhile. */
  clear(): void {
    this.#entries.clear();
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
