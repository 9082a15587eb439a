import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { createGenerationQueue, STILL_PICKING, SWAMPED } from './generation-queue.ts';

/** A piece of work that finishes when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the generation queue', () => {
  it('runs at most `running` at once, lines up `waiting` more in order, and refuses the rest with 429', async () => {
    const queue = createGenerationQueue({ running: 2, waiting: 1 });
    const started: string[] = [];
    const [a, b, c] = [gate(started, 'a'), gate(started, 'b'), gate(started, 'c')];
    const runs = [queue.run('a', a.work), queue.run('b', b.work), queue.run('c', c.work)];
    const refused = await rejection(queue.run('d', async () => 'd'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SWAMPED, retryAfter: 5 });
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    a.open();
    await runs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b', 'c']);
    b.open();
    c.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    // All slots free again.
    expect(await queue.run('e', async () => 'e')).toBe('e');
  });

  it("refuses an owner's second batch while the first runs, and takes it once it is done", async () => {
    const queue = createGenerationQueue();
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = queue.run('session-1', first.work);
    expect(await rejection(queue.run('session-1', async () => 'again'))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: STILL_PICKING,
    });
    expect(await queue.run('session-2', async () => 'other owner')).toBe('other owner');
    first.open();
    await running;
    expect(await queue.run('session-1', async () => 'again')).toBe('again');
  });

  it('frees the slot and the owner when the work fails', async () => {
    const queue = createGenerationQueue({ running: 1, waiting: 0 });
    await expect(queue.run('a', async () => Promise.reject(new Error('model down')))).rejects.toThrow(
      'model down',
    );
    expect(await queue.run('a', async () => 'ok')).toBe('ok');
  });
});
