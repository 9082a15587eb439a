/** What must never reach a client: traces of our code, our files or our SQL. */
const STACK_TRACE = [
  /\bat \S+ \((?:file:\/\/|node:|\/|[A-Za-z]:\\)[^)]*:\d+:\d+\)/, // '    at Object.handler (/srv/x.js:1:2)'
  /\bat (?:file:\/\/)?\/[\w./-]+:\d+:\d+/, // '    at /srv/app/dist/server.js:10:5'
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/, // 'service.ts:42'
  /\b(?:Type|Reference|Syntax|Range)Error: /, // a raw JavaScript error's text
];

/** PostgreSQL's (and PGlite's) own error texts. */
const DATABASE_ERROR = [
  /syntax error at or near/i,
  /relation "/i,
  /column "/i,
  /violates (?:\w+ )*constraint/i,
  /duplicate key value/i,
  /invalid (?:input syntax|byte sequence) for/i,
  /current transaction is aborted/i,
];

/** A SQL statement: looked for only in error messages, since stored data may legitimately be SQL-ish. */
const SQL_STATEMENT = /\b(?:select|insert|update|delete)\b[\s\S]*\b(?:from|into|set)\b/i;

/**
 * The leaks found in a response `body`. `sent` are the strings the request carried: an error message
 * may quote them back (e.g. the unknown path), which is the caller's text, not ours.
 */
export function leaksIn(body: string, sent: readonly string[] = []): string[] {
  // The texts as a client reads them: a JSON body escapes quotes and newlines.
  const text = `${body}\n${stringsOf(parseJson(body)).join('\n')}`;
  const found = [...STACK_TRACE, ...DATABASE_ERROR].filter((pattern) => pattern.test(text));
  const message = errorMessageOf(body);
  if (message !== undefined && SQL_STATEMENT.test(withoutEchoes(message, sent))) found.push(SQL_STATEMENT);
  return found.map((pattern) => `${pattern} in ${body.slice(0, 500)}`);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function errorMessageOf(body: string): string | undefined {
  const message = (parseJson(body) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Every string in a JSON value, keys included. */
function stringsOf(value: unknown): string[] {
  const strings: string[] = [];
  const walk = (inner: unknown): void => {
    if (typeof inner === 'string') strings.push(inner);
    else if (Array.isArray(inner)) inner.forEach(walk);
    else if (inner && typeof inner === 'object') {
      for (const [key, nested] of Object.entries(inner)) {
        strings.push(key);
        walk(nested);
      }
    }
  };
  walk(value);
  return strings;
}

function withoutEchoes(text: string, sent: readonly string[]): string {
  // Longest first, so a shorter echo inside a longer one cannot leave half of it behind.
  return [...sent]
    .filter((s) => s.length >= 3)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, echo) => rest.split(echo).join(' '), text);
}

/** Every string a request carried: its URL (as sent and decoded) and the string leaves of its body. */
export function sentStrings(url: string, payload: unknown): string[] {
  return [url, safeDecode(url), ...url.split(/[/?&=]/).map(safeDecode), ...stringsOf(payload)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
