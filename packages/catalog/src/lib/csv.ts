/**
 * A small RFC 4180 CSV reader and writer: quoted fields with embedded commas, quotes ("") and line
 * breaks; CRLF, LF or CR line ends; a leading byte-order mark (spreadsheet exports carry one).
 */

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
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '"' && field === '') {
      // A quoted field: runs to the next lone quote, across commas and line breaks.
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length)
          throw new CsvError(`A quoted field starting on line ${startLine} is never closed`, startLine);
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
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  // The last record, unless the file ended with a line break.
  if (field !== '' || record.length > 0) endRecord();
  return records;
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
