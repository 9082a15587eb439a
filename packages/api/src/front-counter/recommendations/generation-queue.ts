import { AppError } from '../../errors.ts';

export const STILL_PICKING = 'Chuck is still pulling your last picks. Give him a moment.';
export const SWAMPED = 'Chuck has a line at the counter right now. Please try again in a few seconds.';

export interface GenerationQueue {
  /**
   * Runs one owner's batch when a slot is free. A second batch for the same owner while one runs,
   * or any batch while the line is full, is a 429 with Retry-After (docs/architecture.md 'Hardening').
   */
  run<T>(ownerKey: string, work: () => Promise<T>): Promise<T>;
}

/**
 * A bounded line for making recommendations: at most `running` at once in this process (a language
 * model can take seconds each) and `waiting` more in line; beyond that the caller is told to come back.
 */
export function createGenerationQueue({ running = 4, waiting = 16 } = {}): GenerationQueue {
  let active = 0;
  const line: Array<() => void> = [];
  const owners = new Set<string>();

  return {
    async run(ownerKey, work) {
      if (owners.has(ownerKey)) throw new AppError('TOO_MANY_REQUESTS', STILL_PICKING, 2);
      if (active >= running && line.length >= waiting) throw new AppError('TOO_MANY_REQUESTS', SWAMPED, 5);
      owners.add(ownerKey);
      try {
        // A finished batch hands its slot straight to the next in line, so `active` never overshoots.
        if (active < running) active += 1;
        else await new Promise<void>((resolve) => line.push(resolve));
        try {
          return await work();
        } finally {
          const next = line.shift();
          if (next) next();
          else active -= 1;
        }
      } finally {
        owners.delete(ownerKey);
      }
    },
  };
}
