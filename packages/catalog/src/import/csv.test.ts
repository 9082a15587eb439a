import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(
      parseCsv('\uFEFFtitle,overview\r\n"Heat","A ""cop"", a thief,\nand L.A."\r\n\r\nAlien,\n'),
    ).toEqual([
      ['title', 'overview'],
      ['Heat', 'A "cop", a thief,\nand L.A.'],
      ['Alien', ''],
    ]);
  });

  it('keeps a last line without a line end', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
