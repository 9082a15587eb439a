import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { LIST_FILMS_MAX, LISTS_PER_MEMBER } from '../../shared/list-limits.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext, errorOf, insertTestFilms } from '../../testing/index.ts';

// Lists of films (issue 32 item 1, docs/product.md §3 'Lists'), through the procedures.
const t = perFile(async () => {
  const context = await createTestContext();
  await insertTestFilms(
    context.db,
    Array.from({ length: 6 }, (_, i) => ({
      id: 1_980_000_001 + i,
      title: `Zzlist Film ${i + 1}`,
      year: 1990 + i,
    })),
  );
  return context;
});
const FILM = (n: number) => 1_980_000_000 + n;

async function ownerWithList(visibility: 'public' | 'members' | 'connections' | 'private' = 'public') {
  const owner = await t.createMember();
  const list = await t.caller(owner).lists.create({ title: '  Halloween  ', ranked: true, visibility });
  return { owner, list };
}

async function items(user: SessionUser | null, id: number) {
  return (await t.caller(user).lists.get({ id })).items.map((i) => i.movieId);
}

describe('lists: making and seeing', () => {
  it('makes a list, adds films with notes at the end, each attributed, and renumbers after a removal', async () => {
    const { owner, list } = await ownerWithList();
    expect(list).toMatchObject({
      title: 'Halloween',
      description: '',
      ranked: true,
      items: [],
      isOwner: true,
    });
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(1), note: ' Scary ' });
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(2) });
    const after = await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(3) });
    expect(after.items.map((i) => [i.movieId, i.position, i.note])).toEqual([
      [FILM(1), 1, 'Scary'],
      [FILM(2), 2, null],
      [FILM(3), 3, null],
    ]);
    expect(after.items[0]).toMatchObject({ title: 'Zzlist Film 1', year: 1990, addedBy: { id: owner.id } });
    const removed = await t.caller(owner).lists.removeItem({ id: list.id, movieId: FILM(2) });
    expect(removed.items.map((i) => i.position)).toEqual([1, 2]);
  });

  it('refuses a film twice, an unknown film, a long title or note, and changes nothing', async () => {
    const { owner, list } = await ownerWithList();
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(1) });
    const twice = await errorOf(t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(1) }));
    expect([twice.code, twice.message]).toEqual(['CONFLICT', 'Zzlist Film 1 is already on this list.']);
    expect((await errorOf(t.caller(owner).lists.addItem({ id: list.id, movieId: 999_999_999 }))).code).toBe(
      'NOT_FOUND',
    );
    const longNote = await errorOf(
      t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(2), note: 'x'.repeat(281) }),
    );
    expect(longNote.message).toContain('at most 280');
    const longTitle = await errorOf(t.caller(owner).lists.update({ id: list.id, title: 'x'.repeat(81) }));
    expect(longTitle.code).toBe('BAD_REQUEST');
    const longText = await errorOf(
      t.caller(owner).lists.update({ id: list.id, description: 'x'.repeat(1001) }),
    );
    expect(longText.code).toBe('BAD_REQUEST');
    const now = await t.caller(owner).lists.get({ id: list.id });
    expect([now.title, now.items.length]).toEqual(['Halloween', 1]);
  });

  it('shows a list by its visibility, with the member page rules and blocks; hidden is a 404', async () => {
    const { owner, list } = await ownerWithList('public');
    const friend = await t.createMember();
    const stranger = await t.createMember();
    await connectMembers(t, owner, friend);
    const sees = async (user: SessionUser | null) =>
      (await t
        .caller(user)
        .lists.get({ id: list.id })
        .then(
          () => 'yes',
          (e) => e.code,
        )) as string;

    expect([await sees(null), await sees(stranger), await sees(friend)]).toEqual(['yes', 'yes', 'yes']);
    await t.caller(owner).lists.update({ id: list.id, visibility: 'members' });
    expect([await sees(null), await sees(stranger)]).toEqual(['NOT_FOUND', 'yes']);
    await t.caller(owner).lists.update({ id: list.id, visibility: 'connections' });
    expect([await sees(stranger), await sees(friend)]).toEqual(['NOT_FOUND', 'yes']);
    await t.caller(owner).lists.update({ id: list.id, visibility: 'private' });
    expect([await sees(friend), await sees(owner)]).toEqual(['NOT_FOUND', 'yes']);
    await t.caller(owner).lists.update({ id: list.id, visibility: 'public' });
    await t.caller(owner).blocks.add({ memberId: stranger.id });
    expect(await sees(stranger)).toBe('NOT_FOUND');
    // The member page and the film page count only what the caller may see.
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(4) });
    const hidden = await t.caller(owner).lists.create({ title: 'Secret', visibility: 'private' });
    await t.caller(owner).lists.addItem({ id: hidden.id, movieId: FILM(4) });
    // The member page itself is members-only by default: a signed-in reader sees the public list only.
    const reader = await t.createMember();
    expect((await t.caller(reader).lists.ofMember({ id: owner.id })).map((l) => l.title)).toEqual([
      'Halloween',
    ]);
    expect((await errorOf(t.caller(null).lists.ofMember({ id: owner.id }))).code).toBe('NOT_FOUND');
    expect((await t.caller(owner).lists.ofMember({ id: owner.id })).map((l) => l.title)).toEqual([
      'Secret',
      'Halloween',
    ]);
    expect((await t.caller(null).lists.forFilm({ movieId: FILM(4) })).count).toBe(1);
    expect((await t.caller(owner).lists.forFilm({ movieId: FILM(4) })).count).toBe(2);
  });
});

describe('lists: editors', () => {
  it('lets an invited connection add, note, reorder and remove, tells the owner, but not rename or delete', async () => {
    const { owner, list } = await ownerWithList('private');
    const editor = await t.createMember();
    await connectMembers(t, owner, editor);
    const invited = await t.caller(owner).lists.addEditor({ id: list.id, memberId: editor.id });
    expect(invited.editors.map((e) => e.id)).toEqual([editor.id]);
    const bell = await t.caller(editor).notifications.list({});
    expect(bell.map((n) => n.type)).toContain('list_editor_added');

    const seen = await t.caller(editor).lists.addItem({ id: list.id, movieId: FILM(1) });
    expect(seen).toMatchObject({ canEdit: true, isOwner: false });
    expect(seen.items[0]!.addedBy).toEqual({ id: editor.id, name: expect.any(String) });
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(2) });
    await t.caller(editor).lists.setNote({ id: list.id, movieId: FILM(2), note: 'Yes' });
    await t.caller(editor).lists.reorder({ id: list.id, movieIds: [FILM(2), FILM(1)] });
    expect(await items(owner, list.id)).toEqual([FILM(2), FILM(1)]);
    const ownerBell = await t.caller(owner).notifications.list({});
    expect(ownerBell.map((n) => n.type)).toContain('list_film_added');

    const rename = await errorOf(t.caller(editor).lists.update({ id: list.id, title: 'Mine now' }));
    expect([rename.code, rename.message]).toEqual([
      'FORBIDDEN',
      'Only the list’s owner can rename it or change its visibility.',
    ]);
    expect((await errorOf(t.caller(editor).lists.delete({ id: list.id }))).code).toBe('FORBIDDEN');
    const other = await t.createMember();
    await connectMembers(t, editor, other);
    expect((await errorOf(t.caller(editor).lists.addEditor({ id: list.id, memberId: other.id }))).code).toBe(
      'FORBIDDEN',
    );
    // An editor leaves: the private list is gone for them, their film stays.
    await t.caller(editor).lists.removeEditor({ id: list.id, memberId: editor.id });
    expect((await errorOf(t.caller(editor).lists.get({ id: list.id }))).code).toBe('NOT_FOUND');
    expect(await items(owner, list.id)).toEqual([FILM(2), FILM(1)]);
  });

  it('refuses a non-connection editor and a reader who edits, changing nothing', async () => {
    const { owner, list } = await ownerWithList('members');
    const stranger = await t.createMember();
    const asked = await errorOf(t.caller(owner).lists.addEditor({ id: list.id, memberId: stranger.id }));
    expect([asked.code, asked.message]).toEqual([
      'BAD_REQUEST',
      'Only your connections can edit your lists: connect with this member first.',
    ]);
    const edit = await errorOf(t.caller(stranger).lists.addItem({ id: list.id, movieId: FILM(1) }));
    expect([edit.code, edit.message]).toEqual([
      'FORBIDDEN',
      'Only the list’s owner and its editors can change its films.',
    ]);
    const now = await t.caller(owner).lists.get({ id: list.id });
    expect([now.editors, now.items]).toEqual([[], []]);
    expect((await errorOf(t.caller(null).lists.create({ title: 'x' }))).code).toBe('UNAUTHORIZED');
  });
});

describe('lists: limits and order under concurrency', () => {
  it('keeps positions 1..n when films are added and reordered at once', async () => {
    const { owner, list } = await ownerWithList();
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(n) })),
    );
    await Promise.all([
      t.caller(owner).lists.reorder({ id: list.id, movieIds: [FILM(5), FILM(4)] }),
      t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(6) }),
    ]);
    const rows = await t.db
      .selectFrom('filmListItems')
      .select('position')
      .where('listId', '=', list.id)
      .execute();
    expect(new Set(rows.map((r) => r.position)).size).toBe(6);
  });

  it(`holds at most ${LIST_FILMS_MAX} films a list and ${LISTS_PER_MEMBER} lists a member`, async () => {
    const { owner, list } = await ownerWithList();
    await t.db
      .insertInto('filmListItems')
      .values(
        Array.from({ length: LIST_FILMS_MAX }, (_, i) => ({
          listId: list.id,
          movieId: i + 1,
          title: `Filler ${i}`,
          year: null,
          posterUrl: null,
          note: null,
          position: i + 1,
          addedBy: owner.id,
        })),
      )
      .execute();
    const full = await errorOf(t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(1) }));
    expect(full.message).toBe(`A list holds at most ${LIST_FILMS_MAX} films.`);
    await t.db
      .insertInto('filmLists')
      .values(Array.from({ length: LISTS_PER_MEMBER - 1 }, (_, i) => ({ ownerId: owner.id, title: `L${i}` })))
      .execute();
    const many = await errorOf(t.caller(owner).lists.create({ title: 'One more' }));
    expect(many.message).toBe(`You can keep at most ${LISTS_PER_MEMBER} lists: delete one to make another.`);
  });
});

describe('lists: Letterboxd list CSV', () => {
  it('exports a list as Letterboxd does and imports it back as a new list', async () => {
    const { owner, list } = await ownerWithList();
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(2), note: 'First, =not a formula' });
    await t.caller(owner).lists.addItem({ id: list.id, movieId: FILM(3) });
    const file = await t.caller(owner).lists.export({ id: list.id });
    expect(file.filename).toBe('halloween.csv');
    expect(file.content.split('\r\n').slice(0, 5)).toEqual([
      'Letterboxd list export v7',
      'Date,Name,Tags,URL,Description',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},Halloween,,,$/),
      '',
      'Position,Name,Year,URL,Description',
    ]);
    const back = await t
      .caller(owner)
      .lists.import({ csv: `${file.content}3,Not A Real Film Zz,1901,,\r\n` });
    expect(back.list).toMatchObject({ title: 'Halloween', ranked: true });
    expect(back.list.items.map((i) => [i.movieId, i.note])).toEqual([
      [FILM(2), 'First, =not a formula'],
      [FILM(3), null],
    ]);
    expect(back.unmatched).toEqual([expect.objectContaining({ title: 'Not A Real Film Zz' })]);
    const bad = await errorOf(t.caller(owner).lists.import({ csv: 'hello,world\n1,2\n' }));
    expect(bad.code).toBe('BAD_REQUEST');
  });
});
