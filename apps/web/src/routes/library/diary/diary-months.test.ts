import { describe, expect, it } from 'vitest';
import { dayLabel, groupByMonth } from './diary-months.ts';

describe('groupByMonth', () => {
  it('groups entries by the month they were watched in, keeping their order', () => {
    const months = groupByMonth([
      { id: 1, watchedOn: '2024-03-30' },
      { id: 2, watchedOn: '2024-03-02' },
      { id: 3, watchedOn: '2024-01-31' },
      { id: 4, watchedOn: '2023-12-01' },
    ]);
    expect(months.map((m) => [m.label, m.entries.map((e) => e.id)])).toEqual([
      ['March 2024', [1, 2]],
      ['January 2024', [3]],
      ['December 2023', [4]],
    ]);
  });

  it('reads the calendar day as written, whatever the time zone', () => {
    expect(dayLabel('2024-03-01')).toBe('Fri, Mar 1');
  });
});
