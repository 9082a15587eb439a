/**
 * Chuck's replies are written after the visitor's message has been answered: the POST returns at
 * once and the widget's polling picks the reply up. This queue runs that work off the request,
 * one reply at a time per conversation (so replies land in the order the messages came), reports
 * failures instead of crashing the process, and can be awaited: by tests, and by a server that is
 * shutting down and wants the replies in flight written first.
 */
export class ChatReplies {
  readonly #tails = new Map<string, Promise<void>>();
  readonly #pending = new Set<Promise<void>>();
  readonly #report: (error: unknown) => void;

  constructor(report: (error: unknown) => void = reportToConsole) {
    this.#report = report;
  }

  /** Runs `task` after the conversation's earlier tasks; never rejects. */
  enqueue(conversation: string, task: () => Promise<void>): void {
    const previous = this.#tails.get(conversation) ?? Promise.resolve();
    const run = previous.then(task).catch((error: unknown) => this.#report(error));
    this.#tails.set(conversation, run);
    this.#pending.add(run);
    void run.finally(() => {
      this.#pending.delete(run);
      if (this.#tails.get(conversation) === run) this.#tails.delete(conversation);
    });
  }

  /** Resolves once the conversation's replies queued in this process are written or failed; undefined if none are. */
  written(conversation: string): Promise<void> | undefined {
    return this.#tails.get(conversation);
  }

  /** Resolves once every queued reply (including ones queued meanwhile) has been written or failed. */
  async settle(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending]);
  }

  get pending(): number {
    return this.#pending.size;
  }
}

function reportToConsole(error: unknown): void {
  // The server passes its logger; this default only serves tests and scripts.
  console.error('Chuck could not write a chat reply:', error);
}
