import type { BusEvent } from '@chuck/realtime';
import { describe, expect, it } from 'vitest';
import { importProgress } from './import-progress.ts';

describe('importProgress', () => {
  it('sends each step’s first and last count, and between them at most one event per 100 ms', () => {
    const sent: BusEvent[] = [];
    let clock = 0;
    const report = importProgress(
      { publish: async (event) => void ('userIds' in event && sent.push(event)) },
      'member-1',
      'apply',
      () => clock,
    );
    report('matching', 0, 5000);
    for (let done = 1; done <= 5000; done++) {
      if (done % 100 === 0) clock += 25;
      report('matching', done, 5000);
    }
    report('saving', 0, 300);
    report('saving', 100, 300);
    report('saving', 300, 300);

    const counts = sent.map((e) => {
      if (e.message?.type !== 'import-progress') throw new Error('not a progress event');
      expect(e.userIds).toEqual(['member-1']);
      expect(e.message.data.phase).toBe('apply');
      return `${e.message.data.step} ${e.message.data.done}/${e.message.data.total}`;
    });
    // 5,000 rows over 1,250 ms: the first, one per 100 ms (every 400 rows), the last.
    expect(counts).toEqual([
      'matching 0/5000',
      ...Array.from({ length: 12 }, (_, i) => `matching ${(i + 1) * 400}/5000`),
      'matching 5000/5000',
      'saving 0/300',
      'saving 300/300',
    ]);
  });

  it('goes nowhere without a bus, and a failed publish does not fail the import', async () => {
    expect(() => importProgress(undefined, 'member-1', 'preview')('matching', 0, 1)).not.toThrow();
    const report = importProgress({ publish: () => Promise.reject(new Error('bus down')) }, 'm', 'preview');
    expect(() => report('matching', 1, 1)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
  });
});
