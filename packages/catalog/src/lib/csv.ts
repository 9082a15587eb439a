/**
 * A small RFC 4180 CSV reader and writer: quoted fields with embedded commas, quotes ("") and line
 * breaks; CRLF, LF or CR line ends; a leading byte-order mark (spreadsheet exports carry one).
 */

/** More fields than any export has: a line of commas is refused rather than held as millions of cells. */
const MAX_FIELDS = 10_000;

export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * Every record as its list of fields. A quote inside an unquoted field is kept as text (exports
 * from spreadsheets do that); an unclosed quoted field is an error, since the rest of the file
 * would be swallowed into one cell.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  for (const record of csvRecords(text)) if (record) records.push(record);
  return records;
}

/** Characters read between two of csvRecords' pauses. */
const PAUSE_EVERY = 64 * 1024;
/** How long parseCsvInSlices works before it lets the event loop run. */
const SLICE_MS = 8;

/**
 * parseCsv without holding the event loop for more than a few milliseconds (an upload of a few MB
 * takes a second or more to read), and stopping after `maxRecords` records: null then, so a file of
 * a million blank lines costs no more than one of `maxRecords`. docs/architecture.md 'Hardening'.
 */
export async function parseCsvInSlices(text: string, maxRecords: number): Promise<string[][] | null> {
  const records: string[][] = [];
  let since = performance.now();
  for (const record of csvRecords(text)) {
    if (record) {
      records.push(record);
      if (records.length > maxRecords) return null;
    } else if (performance.now() - since > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  return records;
}

/** The records one at a time, with a null after about every 64 K characters read (a place to pause). */
function* csvRecords(text: string): Generator<string[] | null> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = 0;
  let pauseAt = PAUSE_EVERY;
  const endField = () => {
    record.push(field);
    field = '';
  };

  while (i < input.length) {
    if (i >= pauseAt) {
      pauseAt = i + PAUSE_EVERY;
      yield null;
    }
    const ch = input[i]!;
    if (ch === '"' && field === '') {
      // A quoted field: runs to the next lone quote, across commas and line breaks.
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length)
          throw new CsvError(`A quoted field starting on line ${startLine} is never closed`, startLine);
        if (i >= pauseAt) {
          pauseAt = i + PAUSE_EVERY;
          yield null;
        }
        const c = input[i]!;
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line += 1;
        field += c;
        i += 1;
      }
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets do.
      while (i < input.length && input[i] !== ',' && input[i] !== '\n' && input[i] !== '\r') {
        field += input[i];
        i += 1;
      }
      continue;
    }
    if (ch === ',') {
      endField();
      if (record.length > MAX_FIELDS)
        throw new CsvError(`Line ${line} has more than ${MAX_FIELDS} fields`, line);
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endField();
      yield record;
      record = [];
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  // The last record, unless the file ended with a line break.
  if (field !== '' || record.length > 0) {
    endField();
    yield record;
  }
}

export type CsvValue = string | number | null | undefined;

/** One field, quoted only when it has to be. */
function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records as CSV text with CRLF line ends (RFC 4180), ending in a line break. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length ? '\r\n' : '');
}
