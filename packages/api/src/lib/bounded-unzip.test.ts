import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deflatedNewlines, lyingZip } from '../testing/test-zips.ts';
import { NotAZip, UnpacksTooLarge, unzipWithin } from './bounded-unzip.ts';

const MB = 1024 * 1024;
const ceilings = { entry: 2.5 * MB, archive: 4.5 * MB };
const all = () => true;

describe('unzipWithin', () => {
  it('reads deflated and stored entries back, whatever sizes the headers claim', async () => {
    const zip = zipSync({ 'a.csv': strToU8('x,y\n1,2\n') }, { level: 6 });
    const stored = zipSync({ 'b.csv': strToU8('stored') }, { level: 0 });
    expect((await unzipWithin(zip, all, ceilings)).get('a.csv')?.toString()).toBe('x,y\n1,2\n');
    expect((await unzipWithin(stored, all, ceilings)).get('b.csv')?.toString()).toBe('stored');
    // A header claiming 4 GB is not believed either way: the real 2 MB are within the ceiling.
    const claimsMore = lyingZip([
      { name: 'c.csv', deflated: deflatedNewlines('', 2), claimedSize: 0xfffffffe },
    ]);
    expect((await unzipWithin(claimsMore, all, ceilings)).get('c.csv')?.byteLength).toBe(2 * MB);
  });

  it('reads only the entries asked for', async () => {
    const zip = zipSync({ 'keep.csv': strToU8('k'), 'skip.csv': strToU8('s') });
    expect([...(await unzipWithin(zip, (name) => name === 'keep.csv', ceilings)).keys()]).toEqual([
      'keep.csv',
    ]);
  });

  it('stops an entry that unpacks past its ceiling, whatever its header claims, and names it', async () => {
    const bomb = lyingZip([
      { name: 'diary.csv', deflated: deflatedNewlines('Date,Name\n', 1024), claimedSize: 1000 },
    ]);
    const started = performance.now();
    const refusal = await unzipWithin(bomb, all, ceilings).catch((error: unknown) => error);
    expect(refusal).toEqual(new UnpacksTooLarge('diary.csv', ceilings.entry));
    expect(refusal).toMatchObject({ entry: 'diary.csv', ceiling: ceilings.entry });
    // Stopped at 2.5 MB, not after unpacking the gigabyte.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stops the archive once its entries together unpack past its ceiling', async () => {
    const entry = (name: string) => ({ name, deflated: deflatedNewlines('', 2), claimedSize: 10 });
    const zip = lyingZip([entry('a.csv'), entry('b.csv'), entry('c.csv')]);
    const refusal = await unzipWithin(zip, all, ceilings).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ entry: null, ceiling: ceilings.archive });
    expect(refusal).toBeInstanceOf(UnpacksTooLarge);
    // Two of them are within it.
    const two = lyingZip([entry('a.csv'), entry('b.csv')]);
    expect((await unzipWithin(two, all, ceilings)).size).toBe(2);
  });

  it('refuses what is not a zip, or a damaged one', async () => {
    await expect(unzipWithin(Buffer.from('not a zip at all'), all, ceilings)).rejects.toBeInstanceOf(NotAZip);
    const cut = lyingZip([
      { name: 'a.csv', deflated: deflatedNewlines('', 1).subarray(0, 500), claimedSize: 1 },
    ]);
    await expect(unzipWithin(cut, all, ceilings)).rejects.toBeInstanceOf(NotAZip);
  });
});
