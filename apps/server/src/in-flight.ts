/**
 * Work the app has started and not finished: request handlers, live events being delivered,
 * socket session checks. A stop waits for it (docs/architecture.md, "Stopping"), because a socket
 * that has ended says nothing about its handler: a client that left mid-request leaves the handler
 * running, and closing the database under it turns an ordinary request into a failure.
 */
export class InFlight {
  readonly #running = new Map<Promise<unknown>, string>();
  #settled: (() => void) | undefined;

  /** Knows `work` as `what` until it settles; returns it as it is (its result and errors stay the caller's). */
  add<T>(what: string, work: Promise<T>): Promise<T> {
    this.#running.set(work, what);
    const forget = () => {
      this.#running.delete(work);
      if (!this.#running.size) this.#settled?.();
    };
    work.then(forget, forget);
    return work;
  }

  /** Waits until nothing is running, at most `boundMs`; answers what was still running then. */
  async drain(boundMs: number): Promise<string[]> {
    if (this.#running.size) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.#settled = resolve;
        timer = setTimeout(resolve, Math.max(0, boundMs));
      });
      clearTimeout(timer);
      this.#settled = undefined;
    }
    return [...this.#running.values()];
  }
}
