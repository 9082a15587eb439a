import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvInSlices, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads plain records with LF, CRLF or CR line ends', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields and blank lines as records', () => {
    expect(parseCsv('a,,c\n,\n\nx')).toEqual([['a', '', 'c'], ['', ''], [''], ['x']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text =
      'Name,Year\n"Crouching Tiger, Hidden Dragon",2000\n"The ""Best"" Film","line one\r\nline two"\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Year'],
      ['Crouching Tiger, Hidden Dragon', '2000'],
      ['The "Best" Film', 'line one\r\nline two'],
    ]);
  });

  it('drops a leading byte-order mark', () => {
    expect(parseCsv('\uFEFFDate,Name\n')).toEqual([['Date', 'Name']]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('12" Single,x')).toEqual([['12" Single', 'x']]);
  });

  it('reports an unclosed quoted field with its line', () => {
    expect(() => parseCsv('a,b\n1,"never closed\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"never closed\n2,3');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });

  it('returns no records for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});

describe('parseCsvInSlices', () => {
  it('reads what parseCsv reads, quoted fields longer than a slice included', async () => {
    const long = `"${'x\n"",'.repeat(20_000)}"`;
    const text = `a,b\r\n${long},2\n${'1,2\n'.repeat(10_000)}`;
    expect(await parseCsvInSlices(text, 100_000)).toEqual(parseCsv(text));
  });

  it('lets the event loop run while it reads a large file', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const records = await parseCsvInSlices('a,b,c\n'.repeat(300_000), 400_000);
    clearInterval(timer);
    expect(records).toHaveLength(300_000);
    expect(ticks).toBeGreaterThan(2);
  });

  it('stops after maxRecords records, blank lines counted, without reading the rest', async () => {
    const started = performance.now();
    expect(await parseCsvInSlices(`a,b\n${'\n'.repeat(20_000_000)}`, 20_000)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    expect(await parseCsvInSlices('a\n\n\n', 3)).toEqual([['a'], [''], ['']]);
  });

  it('refuses a line of more than 10,000 fields rather than holding millions of cells', async () => {
    await expect(parseCsvInSlices(`a,b\n${','.repeat(5_000_000)}`, 10)).rejects.toThrow(
      new CsvError('Line 2 has more than 10000 fields', 2),
    );
  });
});

describe('toCsv', () => {
  it('quotes only fields that need it and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Title', 'Year', 'Rating'],
        ['Heat', 1995, null],
        ['Crouching Tiger, Hidden Dragon', 2000, 4],
        ['Say "Cheese"', undefined, ''],
        ['two\nlines', ' padded ', 0.5],
      ]),
    ).toBe(
      'Title,Year,Rating\r\nHeat,1995,\r\n"Crouching Tiger, Hidden Dragon",2000,4\r\n"Say ""Cheese""",,\r\n"two\nlines"," padded ",0.5\r\n',
    );
    expect(toCsv([])).toBe('');
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['a', 'b,c', 'd"e', 'f\r\ng', ''],
      ['', '', '', '', 'last'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
