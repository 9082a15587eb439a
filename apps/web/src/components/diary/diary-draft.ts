import { DIARY_TAG_MAX, DIARY_TAGS_MAX } from '@chuck/api/client';

/** What the diary form edits: one watch of one film. */
export interface DiaryDraft {
  /** YYYY-MM-DD, the member's own calendar day. */
  watchedOn: string;
  rating: number | null;
  rewatch: boolean;
  review: string;
  /** As typed: comma-separated. */
  tags: string;
  isPublic: boolean;
}

/** Today in the member's own time zone, as YYYY-MM-DD (a watch late at night is still today). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function newDraft(): DiaryDraft {
  return { watchedOn: today(), rating: null, rewatch: false, review: '', tags: '', isPublic: false };
}

/** 'cult, Midnight Movie ,' → ['cult', 'Midnight Movie']: trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The server's tag rules, in its words, checked before sending; null when the tags are fine. */
export function tagsError(text: string): string | null {
  const tags = parseTags(text);
  if (tags.length > DIARY_TAGS_MAX) return `At most ${DIARY_TAGS_MAX} tags per entry`;
  if (tags.some((tag) => tag.length > DIARY_TAG_MAX)) return `Tags are at most ${DIARY_TAG_MAX} characters`;
  return null;
}

/** A saved entry back in the form, for Edit. */
export function draftOf(entry: {
  watchedOn: string;
  rating: number | null;
  rewatch: boolean;
  review: string | null;
  tags: readonly string[];
  public: boolean;
}): DiaryDraft {
  return {
    watchedOn: entry.watchedOn,
    rating: entry.rating,
    rewatch: entry.rewatch,
    review: entry.review ?? '',
    tags: entry.tags.join(', '),
    isPublic: entry.public,
  };
}
