/**
 * Values made on demand and kept for a while, the most recently used `size` of them. The promise is
 * what is kept, so callers asking at once share one making; a failure is not kept.
 */
export class RecentlyMade<K, T> {
  private readonly made = new Map<K, { value: Promise<T>; until: number }>();
  constructor(
    private readonly size: number,
    private readonly forMs: number,
  ) {}

  get(key: K, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.made.get(key);
    this.made.delete(key);
    const entry = kept && kept.until > now ? kept : this.fresh(key, make);
    this.made.set(key, entry); // last in the map's order: the most recently used
    if (this.made.size > this.size) this.made.delete(this.made.keys().next().value!);
    return entry.value;
  }

  private fresh(key: K, make: () => Promise<T>) {
    const entry = { value: make(), until: Date.now() + this.forMs };
    // A failure is not kept: the next visitor tries again.
    entry.value.catch(() => {
      if (this.made.get(key) === entry) this.made.delete(key);
    });
    return entry;
  }
}
