import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED, sessionWatch } from './ws-session-watch.ts';

class FakeSocket extends EventEmitter {
  closedWith: number | undefined;
  close(code?: number): void {
    this.closedWith = code;
    this.emit('close');
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('sessionWatch', () => {
  it('closes the sockets whose session ended and keeps the live ones', async () => {
    const watch = sessionWatch(
      async () => new Set(['live']),
      () => {},
    );
    const kept = new FakeSocket();
    const ended = new FakeSocket();
    watch.watch(kept, 'live');
    watch.watch(ended, 'gone');
    await watch.check();
    expect(kept.closedWith).toBeUndefined();
    expect(ended.closedWith).toBe(SESSION_ENDED.code);
  });

  it('leaves alone a socket that joined while the lookup was running', async () => {
    const lookup = deferred<Set<string>>();
    const asked: Set<string>[] = [];
    const watch = sessionWatch(
      (tokens) => {
        asked.push(tokens);
        return lookup.promise;
      },
      () => {},
    );
    const first = new FakeSocket();
    watch.watch(first, 'a');
    const checking = watch.check();
    const late = new FakeSocket();
    watch.watch(late, 'b');
    lookup.resolve(new Set(['a']));
    await checking;
    expect(asked).toEqual([new Set(['a'])]);
    expect(late.closedWith).toBeUndefined();
    expect(first.closedWith).toBeUndefined();
  });

  it('forgets closed sockets and reports a failed lookup without closing anything', async () => {
    const errors: unknown[] = [];
    let asked: Set<string> | undefined;
    const watch = sessionWatch(
      async (tokens) => {
        asked = tokens;
        throw new Error('database unavailable');
      },
      (error) => errors.push(error),
    );
    const open = new FakeSocket();
    const gone = new FakeSocket();
    watch.watch(open, 'a');
    watch.watch(gone, 'b');
    gone.emit('close');
    await watch.check();
    expect(asked).toEqual(new Set(['a']));
    expect(errors).toHaveLength(1);
    expect(open.closedWith).toBeUndefined();
  });
});
