// PostgreSQL stores neither NUL in text nor NUL or a lone UTF-16 surrogate in json: such input would
// fail in the database as a 500, so it is refused up front as the caller's mistake.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'Some text contains characters we cannot store (a NUL character or broken Unicode). Please remove them and try again.';

/** Whether any string (or object key) anywhere in `input` contains a NUL or a lone surrogate. */
export function hasUnstorableText(input: unknown): boolean {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (Array.isArray(value)) {
      // Not push(...value): spreading a huge array overflows the call stack.
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
