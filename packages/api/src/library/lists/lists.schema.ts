import { z } from 'zod';
import { ZCalendarFile } from '../../club/handover-plans/handover-plans.schema.ts';
import { zId } from '../../lib/ids.ts';
import { ZFilmSummary, ZMovieId } from '../../lib/movie-fields.ts';
import { ZNamedMember } from '../../lib/named-member.ts';
import { requiredText } from '../../lib/required-text.ts';
import {
  AT,
  DANA,
  DANA_NAME,
  FILM,
  FILM_SUMMARY,
  PICKED_FILM,
  SAM,
  SAM_NAME,
} from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  LIST_DESCRIPTION_MAX,
  LIST_FILMS_MAX,
  LIST_NOTE_MAX,
  LIST_TITLE_MAX,
  LIST_VISIBILITIES,
  LISTS_PER_MEMBER,
} from '../../shared/list-limits.ts';
import { ZMemberInput } from '../../social/members/members.schema.ts';

export const LIST_NOT_FOUND = 'List not found';

const ZTitle = requiredText('title is required', [
  LIST_TITLE_MAX,
  `A list's title is at most ${LIST_TITLE_MAX} characters`,
]);
const ZDescription = z
  .string({ error: 'description must be text' })
  .max(LIST_DESCRIPTION_MAX, `A list's description is at most ${LIST_DESCRIPTION_MAX} characters`)
  .transform((v) => v.trim());
const ZVisibility = z.enum(LIST_VISIBILITIES, {
  error: `visibility must be one of ${LIST_VISIBILITIES.join(', ')}`,
});
const ZRanked = z.boolean({ error: 'ranked must be true or false' });
/** A film's note on the list; blank or null clears it. */
const ZNote = z
  .string({ error: 'note must be text' })
  .max(LIST_NOTE_MAX, `A note is at most ${LIST_NOTE_MAX} characters`)
  .nullable()
  .transform((v) => v?.trim() || null);
const ZListId = zId('id');

export const ZCreateListInput = z.object({
  title: ZTitle,
  description: ZDescription.optional(),
  ranked: ZRanked.optional(),
  visibility: ZVisibility.optional(),
});
export type CreateListInput = z.infer<typeof ZCreateListInput>;

/** The fields sent change; the rest stay. */
export const ZUpdateListInput = ZCreateListInput.partial().extend({ id: ZListId });
export type UpdateListInput = z.infer<typeof ZUpdateListInput>;

export const ZListIdInput = z.object({ id: ZListId });
export const ZAddListItemInput = z.object({ id: ZListId, movieId: ZMovieId, note: ZNote.optional() });
export type AddListItemInput = z.infer<typeof ZAddListItemInput>;
export const ZListItemInput = z.object({ id: ZListId, movieId: ZMovieId });
export const ZListNoteInput = z.object({ id: ZListId, movieId: ZMovieId, note: ZNote });
export const ZReorderListInput = z.object({
  id: ZListId,
  /** The list's films first to last; films left out keep their order after these. */
  movieIds: z
    .array(ZMovieId, { error: 'movieIds must be a list of movie ids' })
    .max(LIST_FILMS_MAX, `movieIds: a list holds at most ${LIST_FILMS_MAX} films`),
});
export const ZListEditorInput = z.object({
  id: ZListId,
  memberId: requiredText('memberId is required', [100, 'memberId is too long']),
});
export const ZMemberListsInput = ZMemberInput;
export const ZFilmListsInput = z.object({ movieId: ZMovieId });
export const ZImportListInput = z.object({
  csv: z
    .string({ error: 'csv must be the text of a Letterboxd list export' })
    .min(1, 'Send the list: csv (its text)')
    .max(2_000_000, 'That file is too large for a list'),
  visibility: ZVisibility.optional(),
});
export type ImportListInput = z.infer<typeof ZImportListInput>;

const ZListItem = ZFilmSummary.extend({
  note: z.string().nullable(),
  /** 1..n, first to last (the rank, on a ranked list). */
  position: z.number().int(),
  addedBy: ZNamedMember.nullable().describe('Who added the film; null once they deleted their account'),
  addedAt: z.string(),
});
export type ListItem = z.infer<typeof ZListItem>;

/** What a list's page and its card on a member page both show of it. */
const ZListHeading = z.object({
  id: z.number().int(),
  owner: ZNamedMember,
  title: z.string(),
  description: z.string(),
  ranked: z.boolean(),
  visibility: ZVisibility,
  updatedAt: z.string(),
});

export const ZFilmList = ZListHeading.extend({
  createdAt: z.string(),
  editors: z.array(ZNamedMember),
  items: z.array(ZListItem),
  /** What the caller may do: the owner and editors edit the films; only the owner the rest. */
  isOwner: z.boolean(),
  canEdit: z.boolean(),
});
export type FilmList = z.infer<typeof ZFilmList>;

const ZListSummary = ZListHeading.extend({
  filmCount: z.number().int(),
  /** The first films' posters (at most 4), for the list's card. */
  posters: z.array(z.string()),
});
export type ListSummary = z.infer<typeof ZListSummary>;
export const ZListSummaries = z.array(ZListSummary);

export const ZFilmLists = z.object({
  /** Lists holding the film that the caller may see. */
  count: z.number().int(),
  lists: ZListSummaries.describe('The latest changed of them (at most 6)'),
});
export type FilmLists = z.infer<typeof ZFilmLists>;

export const ZDeletedOutput = z.object({ deleted: z.boolean() });
export const ZRemovedOutput = z.object({ removed: z.boolean() });
export const ZListFile = ZCalendarFile;

export const ZImportListOutput = z.object({
  list: ZFilmList,
  /** Rows of the file that matched no film in the catalog (at most 50 listed). */
  unmatched: z.array(z.object({ row: z.number().int(), title: z.string(), reason: z.string() })),
  unmatchedTotal: z.number().int(),
});
export type ImportListOutput = z.infer<typeof ZImportListOutput>;

const DANA_M = { id: DANA, name: DANA_NAME };
const SAM_M = { id: SAM, name: SAM_NAME };
const HEAT_ITEM = {
  ...FILM_SUMMARY,
  note: 'The diner scene.',
  position: 1,
  addedBy: DANA_M,
  addedAt: AT,
};
const COLLATERAL_ITEM = {
  movieId: PICKED_FILM.movieId,
  title: PICKED_FILM.title,
  year: PICKED_FILM.year,
  posterUrl: PICKED_FILM.posterUrl,
  note: null,
  position: 2,
  addedBy: SAM_M,
  addedAt: AT,
};
const LIST = {
  id: 7,
  owner: DANA_M,
  title: 'Michael Mann after dark',
  description: 'Night, neon and professionals.',
  ranked: true,
  visibility: 'public' as const,
  createdAt: AT,
  updatedAt: AT,
  editors: [SAM_M],
  items: [HEAT_ITEM, COLLATERAL_ITEM],
  isOwner: true,
  canEdit: true,
};
const SUMMARY = {
  id: 7,
  owner: DANA_M,
  title: LIST.title,
  description: LIST.description,
  ranked: true,
  visibility: 'public' as const,
  filmCount: 2,
  posters: [FILM.posterUrl, PICKED_FILM.posterUrl],
  updatedAt: AT,
};
const RULES =
  'Who may see a list is its visibility, with the member page’s rules (public, members, connections; blocks ' +
  'included) and private (the owner and editors); a list the caller may not see is a 404 like an unknown id.';

export const createMeta = restMeta('POST', '/lists', 'lists', 'Make a list of films', {
  created: true,
  description:
    `A new, empty list: title (at most ${LIST_TITLE_MAX} characters), description (at most ` +
    `${LIST_DESCRIPTION_MAX}), ranked or not, and visibility (members unless told). A member keeps at most ` +
    `${LISTS_PER_MEMBER} lists (then a 400). Answers 201 with the list.`,
  example: {
    input: { title: LIST.title, description: LIST.description, ranked: true, visibility: 'public' },
    output: { ...LIST, editors: [], items: [] },
  },
});
export const getMeta = restMeta('GET', '/lists/{id}', 'lists', 'A list with its films, in order', {
  protect: false,
  description: `The list page /lists/{id}: its films in order with their notes and who added each. ${RULES}`,
  example: { input: { id: 7 }, output: LIST },
});
export const updateMeta = restMeta(
  'PATCH',
  '/lists/{id}',
  'lists',
  'Rename a list, or change its description, ranking or visibility (its owner only)',
  {
    description:
      'Changes the fields sent. Only the owner: an editor gets a 403, anyone who may not see the list a 404.',
    example: { input: { id: 7, title: 'Mann at night', ranked: false }, output: LIST },
  },
);
export const deleteMeta = restMeta('DELETE', '/lists/{id}', 'lists', 'Delete a list (its owner only)', {
  description: 'Deletes the list and its films. Only the owner: an editor gets a 403, anyone else a 404.',
  example: { input: { id: 7 }, output: { deleted: true } },
});
export const addItemMeta = restMeta('POST', '/lists/{id}/items', 'lists', 'Add a film to a list', {
  description:
    'Adds a catalog film at the end of the list, with an optional note (at most ' +
    `${LIST_NOTE_MAX} characters), recorded as added by the caller. The owner and editors only (403 for a ` +
    `member who may see the list but not edit it). A film already on the list is a 409; a list holds at most ` +
    `${LIST_FILMS_MAX} films (then a 400). The owner is told when an editor adds a film.`,
  example: { input: { id: 7, movieId: PICKED_FILM.movieId }, output: LIST },
});
export const noteMeta = restMeta(
  'PATCH',
  '/lists/{id}/items/{movieId}',
  'lists',
  'Change a film’s note on a list',
  {
    description: `Sets (or, with null or blank, clears) the film’s note. The owner and editors only.`,
    example: { input: { id: 7, movieId: FILM.movieId, note: 'The diner scene.' }, output: LIST },
  },
);
export const removeItemMeta = restMeta(
  'DELETE',
  '/lists/{id}/items/{movieId}',
  'lists',
  'Take a film off a list',
  {
    description: 'Takes the film off the list; the films after it move up. The owner and editors only.',
    example: { input: { id: 7, movieId: PICKED_FILM.movieId }, output: { ...LIST, items: [HEAT_ITEM] } },
  },
);
export const reorderMeta = restMeta('PUT', '/lists/{id}/order', 'lists', 'Put a list’s films in order', {
  description:
    'Sets the order first to last from catalog ids. Films left out keep their order after these; ids not on ' +
    'the list are ignored; an id twice is a 400. The owner and editors only.',
  example: { input: { id: 7, movieIds: [FILM.movieId, PICKED_FILM.movieId] }, output: LIST },
});
export const addEditorMeta = restMeta(
  'POST',
  '/lists/{id}/editors',
  'lists',
  'Invite a connection to edit a list (its owner only)',
  {
    description:
      'The member becomes an editor: they add, remove, reorder and note films; only the owner renames, ' +
      'deletes or changes visibility. Only accepted connections (anyone else is a 400); they are notified.',
    example: { input: { id: 7, memberId: SAM }, output: LIST },
  },
);
export const removeEditorMeta = restMeta(
  'DELETE',
  '/lists/{id}/editors/{memberId}',
  'lists',
  'Stop a member editing a list (the owner, or the editor leaving)',
  {
    description:
      'The owner removes an editor, or an editor leaves the list (anyone else: a 403). Their films stay on it. ' +
      'A member who does not edit the list is a 404.',
    example: { input: { id: 7, memberId: SAM }, output: { removed: true } },
  },
);
export const ofMemberMeta = restMeta('GET', '/members/{id}/lists', 'lists', 'A member’s lists', {
  protect: false,
  description:
    `The lists on a member page, latest changed first: only those the caller may see. ${RULES} A member ` +
    'the caller may not see is a 404 like an unknown id.',
  example: { input: { id: DANA }, output: [SUMMARY] },
});
export const forFilmMeta = restMeta('GET', '/movies/{movieId}/lists', 'lists', 'The lists a film is on', {
  protect: false,
  description:
    '“In 3 lists” on a film’s page: how many lists the caller may see hold the film, and the latest changed ' +
    'of them.',
  example: { input: { movieId: FILM.movieId }, output: { count: 1, lists: [SUMMARY] } },
});
export const exportMeta = restMeta(
  'GET',
  '/lists/{id}/export.csv',
  'lists',
  'A list as a Letterboxd list export (CSV)',
  {
    protect: false,
    description:
      'The list in Letterboxd’s list export format (Letterboxd list export v7: the list’s date, name and ' +
      'description, then Position, Name, Year, URL, Description for each film, the note as its description). ' +
      'Whoever may see the list may export it.',
    download: 'text/csv; charset=utf-8',
    example: {
      input: { id: 7 },
      output: {
        filename: 'michael-mann-after-dark.csv',
        content:
          'Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2026-11-20,Michael Mann after dark,,,' +
          '"Night, neon and professionals."\n\nPosition,Name,Year,URL,Description\n1,Heat,1995,,The diner scene.\n' +
          '2,Collateral,2004,,\n',
      },
    },
  },
);
export const importMeta = restMeta(
  'POST',
  '/lists/import',
  'lists',
  'Make a list from a Letterboxd list export (CSV)',
  {
    created: true,
    description:
      'Reads a Letterboxd list export (or any CSV with Name and Year columns) into a new list: its name, ' +
      'description and ranking, each film matched to the catalog as the library import matches films, in the ' +
      'file’s order with its description as the note. Rows that match no film are named, not imported.',
    example: {
      input: {
        csv:
          'Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2026-11-20,Michael Mann after dark,,,\n\n' +
          'Position,Name,Year,URL,Description\n1,Heat,1995,,\n',
        visibility: 'public',
      },
      output: {
        list: { ...LIST, description: '', editors: [], items: [{ ...HEAT_ITEM, note: null }] },
        unmatched: [],
        unmatchedTotal: 0,
      },
    },
  },
);
