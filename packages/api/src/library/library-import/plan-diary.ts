import type * as diary from '../diary/diary.service.ts';
import * as seen from '../seen/seen.service.ts';
import type { Film, Matched, Suggestion, Unmatched } from './import-matching.ts';
import type { ImportRow } from './library-formats.ts';
import type { PreviewLines } from './preview-lines.ts';

export type DiaryFields = Pick<diary.NewEntry, 'ratingHalves' | 'rewatch' | 'review' | 'tags' | 'public'>;

/**
 * A diary entry's key: its film and date, and its Letterboxd URI when it has one (two watches of one
 * day are two entries; a review row and its diary row share the URI and are one).
 */
const diaryKey = (uri: string | null, movieId: number | null, title: string, watchedOn: string) => {
  const watch = movieId !== null ? `m${movieId}|${watchedOn}` : `t${title.toLowerCase()}|${watchedOn}`;
  return uri ? `${watch}|u${uri}` : watch;
};
const sameFields = (a: DiaryFields, b: DiaryFields) =>
  a.ratingHalves === b.ratingHalves &&
  a.rewatch === b.rewatch &&
  a.review === b.review &&
  a.public === b.public &&
  a.tags.join('\n') === b.tags.join('\n');

export type DiaryUpdate = { id: number; patch: DiaryFields; before: DiaryFields };

/**
 * The diary: dated rows, matched or not (a film the catalog lacks is kept by its title). A row of the
 * same film and date as an entry updates it (re-importing changes nothing); rows of one film and
 * date in the file merge, the later winning.
 */
export function planDiary(
  { say, byRank }: PreviewLines,
  matched: readonly Matched[],
  unmatched: readonly Unmatched[],
  entries: Awaited<ReturnType<typeof diary.allEntries>>,
): { inserts: diary.NewEntry[]; updates: DiaryUpdate[] } {
  // An entry logged here has no URI: a file's row of the same film and date updates it.
  const existing = new Map(
    entries.flatMap((e) => {
      const key = diaryKey(e.letterboxdUri, e.movieId, e.title, e.watchedOn);
      return e.letterboxdUri ? [[key, e] as const] : [[key, e] as const, [`${key}|any`, e] as const];
    }),
  );
  const planned = new Map<string, { row: ImportRow; insert?: diary.NewEntry; update?: DiaryUpdate }>();
  const dated = [
    ...matched.map((m) => ({ row: m.row, film: m.film as Film | null, suggestions: [] as Suggestion[] })),
    ...unmatched.map((u) => ({ row: u.row, film: null, suggestions: u.suggestions })),
  ]
    .filter((d) => d.row.watchedOn)
    .sort((a, b) => byRank(a.row, b.row));
  for (const { row, film, suggestions } of dated) {
    const watchedOn = row.watchedOn!;
    const key = diaryKey(row.uri, film?.movieId ?? null, film?.title ?? row.title, watchedOn);
    const fields: DiaryFields = {
      ratingHalves: seen.halvesOf(row.stars),
      rewatch: row.rewatch,
      review: row.review,
      tags: row.tags,
      public: row.reviewShown,
    };
    const match = film ? { movieId: film.movieId, title: film.title, year: film.year } : null;
    const earlier = planned.get(key);
    if (earlier) {
      // Letterboxd merges rows of the same film and date into one entry; the later row's values win.
      say(earlier.row, {
        list: 'diary',
        action: 'skip',
        match,
        merged: true,
        reason: `Same film and date as ${row.file && row.file !== earlier.row.file ? `${row.file}, ` : ''}row ${row.row}: merged`,
      });
    }
    const before =
      existing.get(key) ??
      existing.get(`${diaryKey(null, film?.movieId ?? null, film?.title ?? row.title, watchedOn)}|any`);
    if (before) {
      const was: DiaryFields = {
        ratingHalves: before.ratingHalves,
        rewatch: before.rewatch,
        review: before.review,
        tags: before.tags,
        public: before.public,
      };
      if (sameFields(was, fields)) {
        planned.set(key, { row });
        say(row, { list: 'diary', action: 'skip', match, reason: 'Already in your diary' });
      } else {
        planned.set(key, { row, update: { id: before.id, patch: fields, before: was } });
        say(row, {
          list: 'diary',
          action: 'update',
          match,
          reason: `Updates your diary entry of ${watchedOn}`,
        });
      }
      continue;
    }
    planned.set(key, {
      row,
      insert: {
        movieId: film?.movieId ?? null,
        title: film?.title ?? row.title,
        year: film ? film.year : row.year,
        posterUrl: film?.posterUrl ?? null,
        watchedOn,
        ...fields,
        loggedOn: row.loggedOn,
        letterboxdUri: row.uri,
      },
    });
    say(row, {
      list: 'diary',
      action: 'add',
      match,
      suggestions,
      reason: film ? null : 'Not in the catalog: kept in your diary by its title, not on the seen list',
    });
  }

  return {
    inserts: [...planned.values()].flatMap((p) => (p.insert ? [p.insert] : [])),
    updates: [...planned.values()].flatMap((p) => (p.update ? [p.update] : [])),
  };
}
