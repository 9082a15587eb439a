import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ChatMessage } from './use-chat.ts';

/**
 * A reply's text with each film Chuck names linked to its page: the first 'Title (Year)', or else
 * the first bare title, for each film the server says the reply names. The rest stays text.
 */
export function withFilmLinks(content: string, films: ChatMessage['films']): ReactNode[] {
  const spans: { start: number; end: number; id: number }[] = [];
  for (const film of films) {
    const labelled = film.year === null ? -1 : content.indexOf(`${film.title} (${film.year})`);
    const start = labelled >= 0 ? labelled : content.indexOf(film.title);
    if (start < 0) continue;
    const end = start + (labelled >= 0 ? `${film.title} (${film.year})`.length : film.title.length);
    if (spans.some((s) => start < s.end && s.start < end)) continue;
    spans.push({ start, end, id: film.id });
  }
  spans.sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    parts.push(content.slice(at, span.start));
    parts.push(
      <Link
        key={span.start}
        href={`/movie/${span.id}`}
        className="text-neon-cyan underline hover:text-ticket-300"
      >
        {content.slice(span.start, span.end)}
      </Link>,
    );
    at = span.end;
  }
  parts.push(content.slice(at));
  return parts;
}
