// First, so its mocks are in place before the app's modules load.
import './fake-redirect-and-sound.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../../../components/notifications/fake-websocket.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, ok, type ProcedureOutput, type TrpcReply, unauthorized } from '../../../test/trpc-mock.ts';
import { fakeProfileServer } from './fake-profile.ts';
import { spies } from './fake-redirect-and-sound.ts';

wholeAppRenders(() => import('./profile-page.tsx'));

afterEach(() => {
  spies.redirect.mockReset();
  spies.unauthorized.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const csv =
  'Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,https://boxd.it/x\n2024-01-02,Nope,1901,https://boxd.it/y\n';

const report = {
  format: 'letterboxd' as const,
  imported: 1,
  alreadyPresent: 2,
  unmatched: [
    { file: 'watchlist.csv', row: 3, title: 'Nope', year: 1901, reason: 'Not found in the catalog' },
  ],
  unmatchedTotal: 4,
  diaryEntries: 1,
  importId: 77,
};

const preview = {
  format: 'imdb' as const,
  rows: [
    {
      file: 'ratings.csv',
      row: 2,
      title: 'The Terminator',
      year: 1984,
      match: { movieId: 218, title: 'The Terminator', year: 1984 },
      list: 'seen' as const,
      action: 'update' as const,
      reason: 'Liked → Disliked',
      rating: '4/10 → 2 stars (thumbs down)',
      warning: 'The Terminator is one of your top 3 favourites and would turn Disliked.',
      suggestions: [],
      merged: false,
      leavesWatchlist: false,
    },
    {
      file: 'ratings.csv',
      row: 3,
      title: 'Amelie',
      year: 2001,
      match: { movieId: 194, title: 'Amélie', year: 2001 },
      list: 'diary' as const,
      action: 'add' as const,
      reason: null,
      rating: '8/10 → 4 stars (thumbs up)',
      warning: null,
      suggestions: [],
      merged: false,
      leavesWatchlist: false,
    },
    {
      file: 'ratings.csv',
      row: 4,
      title: 'Nope',
      year: 1901,
      match: null,
      list: 'seen' as const,
      action: 'skip' as const,
      reason: 'Not found in the catalog',
      rating: null,
      warning: null,
      suggestions: [{ movieId: 5, title: 'Nope', year: 2022 }],
      merged: false,
      leavesWatchlist: false,
    },
  ],
  files: [{ file: 'ratings.csv', rows: 3, add: 1, update: 1, skip: 1, unmatched: 1 }],
  totals: { add: 1, update: 1, skip: 1 },
  warnings: ['The Terminator is one of your top 3 favourites and would turn Disliked.'],
};

async function uploadCsv(user: ReturnType<typeof renderApp>['user'], name = 'watchlist.csv', text = csv) {
  await user.upload(
    await screen.findByLabelText('Import from Letterboxd or IMDb'),
    new File([text], name, { type: 'text/csv' }),
  );
}

describe('import and export', () => {
  it('previews the file row by row, warning about a favourite turning Disliked, before anything is written', async () => {
    const state = fakeProfileServer(
      {},
      { 'library.previewImport': () => ok(preview), 'library.importCsv': () => ok(report) },
    );
    const { user } = renderApp('/profile');
    await uploadCsv(user, 'ratings.csv');

    const panel = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(panel).getByText(/Read as an IMDb export/)).toBeInTheDocument();
    const count = (label: string) =>
      within(panel).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(count('To add')).toBe('1');
    expect(count('To update')).toBe('1');
    expect(count('To skip')).toBe('1');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The Terminator is one of your top 3 favourites and would turn Disliked.',
    );
    const rows = within(within(panel).getByRole('list', { name: 'Rows in the file' })).getAllByRole(
      'listitem',
    );
    expect(rows[1]).toHaveTextContent('Matched: Amélie (2001) · 8/10 → 4 stars (thumbs up)');
    expect(rows[2]).toHaveTextContent('Not in the catalog · Not found in the catalog');
    expect(rows[2]).toHaveTextContent('Did you mean Nope (2022)?');
    expect(state.calls['library.previewImport']).toEqual([{ filename: 'ratings.csv', csv }]);
    expect(state.calls['library.importCsv']).toBeUndefined();

    // Cancel leaves everything as it was.
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(state.calls['library.importCsv']).toBeUndefined();
  });

  it('applies the previewed file, shows what matched and what did not, and can undo it', async () => {
    const state = fakeProfileServer(
      {},
      {
        'library.previewImport': () => ok(preview),
        'library.importCsv': () => ok(report),
        'library.undoImport': () => ok({ diaryEntries: 1, seen: 1, watchlist: 0 }),
      },
    );
    const { user } = renderApp('/profile');
    await uploadCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));

    const summary = await screen.findByRole('region', { name: 'Import report' });
    const count = (label: string) =>
      within(summary).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(count('Imported')).toBe('1');
    expect(count('Diary entries')).toBe('1');
    expect(count('Already present')).toBe('2');
    expect(count('Unmatched')).toBe('4');
    expect(within(summary).getByText('Nope (1901)')).toBeInTheDocument();
    expect(within(summary).getByText(/row 3: Not found in the catalog/)).toBeInTheDocument();
    expect(within(summary).getByText('…and 3 more not listed.')).toBeInTheDocument();
    // The toast region is a chunk of its own: under load it can arrive after the report.
    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(state.calls['library.importCsv']).toEqual([{ filename: 'watchlist.csv', csv }]);
    // The lists reload with what came in.
    await waitFor(() => expect(state.calls['watchlist.list']?.length).toBeGreaterThanOrEqual(2));

    await user.click(within(summary).getByRole('button', { name: 'Undo import' }));
    expect(await within(summary).findByText('Undone: your lists are back as they were.')).toBeInTheDocument();
    expect(state.calls['library.undoImport']).toEqual([{ id: 77 }]);
    expect(await screen.findByText('Import undone')).toBeInTheDocument();
    await waitFor(() => expect(state.calls['seen.list']?.length).toBeGreaterThanOrEqual(3));
  });

  it('lists past imports after a reload: Undo on the last while within 24 hours, the rest can no longer be undone', async () => {
    const past = (id: number, fields: object) => ({
      id,
      appliedAt: '2026-11-20T18:02:00.000Z',
      format: 'letterboxd' as const,
      filename: `export-${id}.zip`,
      counts: { imported: 312, alreadyPresent: 4, unmatched: 2, diaryEntries: 300 },
      undoneAt: null,
      undoable: false,
      undoUntil: '2026-11-21T18:02:00.000Z',
      ...fields,
    });
    let imports = [
      past(9, { undoable: true }),
      past(8, {}),
      past(7, { undoneAt: '2026-11-19T10:00:00.000Z' }),
    ];
    const state = fakeProfileServer(
      {},
      {
        'library.pastImports': () => ok(imports),
        'library.undoImport': () => {
          imports = [past(9, { undoneAt: '2026-11-20T19:00:00.000Z' }), ...imports.slice(1)];
          return ok({ diaryEntries: 300, seen: 12, watchlist: 0 });
        },
      },
    );
    const { user } = renderApp('/profile');
    const list = await screen.findByRole('region', { name: 'Past imports' });
    const item = (name: RegExp) => within(list).getByRole('listitem', { name });
    expect(item(/export-9\.zip/)).toHaveTextContent(
      '312 imported · 300 diary entries · 4 already present · 2 unmatched',
    );
    expect(item(/export-8\.zip/)).toHaveTextContent('Can no longer be undone');
    expect(within(item(/export-8\.zip/)).queryByRole('button')).not.toBeInTheDocument();
    expect(item(/export-7\.zip/)).toHaveTextContent('Undone');

    await user.click(within(item(/export-9\.zip/)).getByRole('button', { name: 'Undo' }));
    expect(state.calls['library.undoImport']).toEqual([{ id: 9 }]);
    expect(await screen.findByText('Import undone')).toBeInTheDocument();
    await waitFor(() => expect(item(/export-9\.zip/)).toHaveTextContent('Undone'));
    expect(within(list).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('sends Letterboxd’s export zip as it is (base64) and names each row’s CSV; a zip over 2 MB stays here', async () => {
    const zipPreview = {
      ...preview,
      format: 'letterboxd' as const,
      rows: [{ ...preview.rows[1]!, file: 'letterboxd.zip/diary.csv', row: 2 }],
    };
    const state = fakeProfileServer({}, { 'library.previewImport': () => ok(zipPreview) });
    const { user } = renderApp('/profile');
    const input = await screen.findByLabelText('Import from Letterboxd or IMDb');
    const bytes = new Uint8Array([80, 75, 3, 4, 0, 255]);
    await user.upload(input, new File([bytes], 'letterboxd.zip', { type: 'application/zip' }));
    const panel = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(panel).getByText(/diary\.csv row 2/)).toBeInTheDocument();
    expect(state.calls['library.previewImport']).toEqual([
      { filename: 'letterboxd.zip', zip: btoa(String.fromCharCode(...bytes)) },
    ]);

    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.zip', { type: 'application/zip' }),
    );
    expect(
      await screen.findByText('big.zip is larger than 2 MB: upload its CSVs one at a time (e.g. diary.csv).'),
    ).toBeInTheDocument();
    expect(state.calls['library.previewImport']).toHaveLength(1);
  });

  it('puts each CSV of a zip in a tab with its counts, the diary first, and pages through every row', async () => {
    const diaryRow = (row: number) => ({
      ...preview.rows[1]!,
      file: 'export.zip/diary.csv',
      row,
      title: `Diary Film ${row}`,
      match: null,
      list: 'diary' as const,
    });
    const zipPreview = {
      ...preview,
      format: 'letterboxd' as const,
      rows: [
        ...Array.from({ length: 250 }, (_, i) => diaryRow(i + 2)),
        {
          ...preview.rows[1]!,
          file: 'export.zip/watchlist.csv',
          row: 2,
          title: 'Fargo',
          list: 'watchlist' as const,
        },
        // profile.csv's favourites: one line naming the Top 3 Favorites they fill (issue 29).
        {
          ...preview.rows[1]!,
          file: 'export.zip/profile.csv',
          row: 2,
          title: 'Favorite Films',
          year: null,
          match: null,
          rating: null,
          list: 'favourites' as const,
          reason: 'Top 3 Favorites: Alien, Heat, Up',
        },
      ],
      files: [
        { file: 'export.zip/diary.csv', rows: 250, add: 250, update: 0, skip: 0, unmatched: 0 },
        { file: 'export.zip/watchlist.csv', rows: 1, add: 1, update: 0, skip: 0, unmatched: 0 },
        { file: 'export.zip/profile.csv', rows: 1, add: 1, update: 0, skip: 0, unmatched: 0 },
      ],
      warnings: [],
    };
    fakeProfileServer({}, { 'library.previewImport': () => ok(zipPreview) });
    const { user } = renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Import from Letterboxd or IMDb'),
      new File([new Uint8Array([80, 75, 3, 4])], 'export.zip', { type: 'application/zip' }),
    );
    const panel = await screen.findByRole('region', { name: 'Import preview' });
    const tabs = within(within(panel).getByRole('tablist', { name: 'Files in the zip' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'diary.csv (250)',
      'watchlist.csv (1)',
      'profile.csv (1)',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const shownRows = () =>
      within(within(panel).getByRole('list', { name: 'Rows in the file' })).getAllByRole('listitem');
    expect(within(panel).getByText('250 to add · 0 to update · 0 to skip · 0 unmatched')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(100);
    expect(within(panel).getByText('Rows 1–100 of 250')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByText('Rows 201–250 of 250')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(50);
    expect(shownRows()[49]).toHaveTextContent('Diary Film 251');
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(tabs[1]!);
    expect(shownRows()).toHaveLength(1);
    expect(shownRows()[0]).toHaveTextContent('Fargo');
    expect(within(panel).queryByRole('navigation', { name: 'Row pages' })).not.toBeInTheDocument();

    await user.click(tabs[2]!);
    expect(shownRows()).toHaveLength(1);
    // Its list is the member's Top 3 Favorites; its reason names the films.
    expect(shownRows()[0]).toHaveTextContent(/· Top 3 Favorites/);
    expect(shownRows()[0]).toHaveTextContent('Top 3 Favorites: Alien, Heat, Up');
    // It names several films: no single one is 'Not in the catalog'.
    expect(shownRows()[0]).not.toHaveTextContent('Not in the catalog');
  });

  it('says when an IMDb rating would take a film off the watchlist, keeps it there by default, and sends the choice', async () => {
    const leaving = { ...preview.rows[1]!, list: 'seen' as const, leavesWatchlist: true };
    const state = fakeProfileServer(
      {},
      {
        'library.previewImport': () => ok({ ...preview, rows: [leaving], warnings: [] }),
        'library.importCsv': () => ok(report),
      },
    );
    const { user } = renderApp('/profile');
    await uploadCsv(user, 'ratings.csv');
    const panel = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'On your watchlist: rating it marks it seen, which would take it off your watchlist',
    );
    const keep = within(panel).getByRole('checkbox', { name: /Keep it on my watchlist/ });
    expect(keep).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Apply import' }));
    await screen.findByRole('region', { name: 'Import report' });
    expect(state.calls['library.importCsv']).toEqual([
      { filename: 'ratings.csv', csv, keepOnWatchlist: true },
    ]);

    // Unticked, the film may leave the watchlist.
    await uploadCsv(user, 'ratings.csv');
    const again = await screen.findByRole('region', { name: 'Import preview' });
    await user.click(within(again).getByRole('checkbox', { name: /Keep it on my watchlist/ }));
    await user.click(within(again).getByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(state.calls['library.importCsv']).toHaveLength(2));
    expect(state.calls['library.importCsv']![1]).toEqual({
      filename: 'ratings.csv',
      csv,
      keepOnWatchlist: false,
    });
  });

  it('lets the member pick the film a near miss meant, by keyboard, and applies the import with it', async () => {
    const nearMiss = {
      ...preview.rows[2]!,
      suggestions: [
        { movieId: 5, title: 'Nope', year: 2022 },
        { movieId: 6, title: 'Nope Again', year: 2023 },
      ],
    };
    const state = fakeProfileServer(
      {},
      {
        'library.previewImport': () =>
          ok({ ...preview, rows: [nearMiss], totals: { add: 0, update: 0, skip: 1 }, warnings: [] }),
        'library.importCsv': () => ok(report),
      },
    );
    const { user } = renderApp('/profile');
    await uploadCsv(user, 'ratings.csv');

    const panel = await screen.findByRole('region', { name: 'Import preview' });
    const apply = within(panel).getByRole('button', { name: 'Apply import' });
    // Nothing to import yet: the one row is skipped.
    expect(apply).toBeDisabled();
    const misses = within(panel).getByRole('region', { name: 'Near misses' });
    const choice = within(misses).getByRole('group', { name: 'Nope (1901) · row 4' });
    const leave = within(choice).getByRole('radio', { name: 'Leave it skipped' });
    expect(leave).toBeChecked();

    // Arrow keys move through the films, as in any radio group.
    leave.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: 'Nope Again (2023)' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(within(choice).getByRole('radio', { name: 'Nope (2022)' })).toBeChecked();
    expect(within(panel).getByText('1 row will be imported as the film you picked.')).toBeInTheDocument();
    expect(apply).toBeEnabled();

    await user.click(apply);
    await screen.findByRole('region', { name: 'Import report' });
    expect(state.calls['library.importCsv']).toEqual([
      { filename: 'ratings.csv', csv, matches: [{ file: 'ratings.csv', row: 4, movieId: 5 }] },
    ]);
  });

  it('shows a big import’s progress as the server reports it over the live socket', async () => {
    installFakeWebSocket();
    let answer: (reply: TrpcReply<ProcedureOutput<'library.importCsv'>>) => void = () => {};
    const state = fakeProfileServer(
      {},
      {
        'library.previewImport': () => ok(preview),
        'library.importCsv': () => new Promise((resolve) => (answer = resolve)),
      },
    );
    const { user } = renderApp('/profile');
    await uploadCsv(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(state.calls['library.importCsv']).toHaveLength(1));
    // Before the server says how far it is: the tape.
    expect(await screen.findByText('Importing your films...')).toBeInTheDocument();
    const socket = FakeWebSocket.latest();
    const progress = (data: object) =>
      act(() => socket.push({ type: 'import-progress', data: { phase: 'apply', ...data } }));
    socket.open();

    progress({ step: 'matching', done: 1200, total: 5000 });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
    expect(bar).toHaveAttribute('aria-valuemax', '5000');
    expect(bar).toHaveAttribute('aria-valuetext', 'Importing 1,200 of 5,000 rows…');
    expect(screen.getByText('Importing 1,200 of 5,000 rows…')).toBeInTheDocument();

    // A late, older event does not move the bar back; a preview's progress is not this import's.
    progress({ step: 'matching', done: 800, total: 5000 });
    progress({ phase: 'preview', step: 'matching', done: 4000, total: 5000 });
    expect(bar).toHaveAttribute('aria-valuenow', '1200');

    progress({ step: 'saving', done: 2000, total: 5300 });
    expect(bar).toHaveAttribute('aria-valuetext', 'Saving 2,000 of 5,300 changes…');

    answer(ok(report));
    await screen.findByRole('region', { name: 'Import report' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('turns away an empty file without calling the server', async () => {
    const state = fakeProfileServer();
    const { user } = renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Import from Letterboxd or IMDb'),
      new File(['  \n'], 'ratings.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
    expect(state.calls['library.previewImport']).toBeUndefined();
  });

  it("shows the server's reason when an import fails", async () => {
    fakeProfileServer(
      {},
      {
        'library.previewImport': () =>
          fail('BAD_REQUEST', "That doesn't look like a Letterboxd or IMDb export."),
      },
    );
    const { user } = renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Import from Letterboxd or IMDb'),
      new File(['a,b\n1,2\n'], 'mystery.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText("That doesn't look like a Letterboxd or IMDb export."),
    ).toBeInTheDocument();
  });

  it('sends a logged-out member to login', async () => {
    fakeProfileServer({}, { 'library.previewImport': unauthorized });
    const { user } = renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Import from Letterboxd or IMDb'),
      new File([csv], 'watchlist.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Please log in to add movies to your watchlist')).toBeInTheDocument();
  });

  it('exports the lists as a Letterboxd CSV download', async () => {
    const state = fakeProfileServer(
      {},
      {
        'library.exportCsv': () =>
          ok({ filename: 'chucks-video-store-letterboxd.csv', csv: 'Title,Year\nHeat,1995\n' }),
      },
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('chucks-video-store-letterboxd.csv');
      expect(this.href).toBe('blob:export');
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export (Letterboxd CSV)' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(await blobs[0]?.text()).toBe('Title,Year\nHeat,1995\n');
    expect(state.calls['library.exportCsv']).toHaveLength(1);
  });

  it('exports the lists as a zip (Letterboxd CSVs and a JSON backup) download', async () => {
    const state = fakeProfileServer(
      {},
      {
        'library.exportCsv': () =>
          ok({ filename: 'chucks-video-store-library.zip', zip: btoa('PK\u0003\u0004') }),
      },
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('chucks-video-store-library.zip');
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export (zip)' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(blobs[0]?.type).toBe('application/zip');
    expect(blobs[0]?.size).toBe(4);
    expect(state.calls['library.exportCsv']).toEqual([{ format: 'zip' }]);
  });

  it('says when the export fails', async () => {
    fakeProfileServer({}, { 'library.exportCsv': () => fail('INTERNAL_SERVER_ERROR', 'The tape jammed') });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export (Letterboxd CSV)' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('The tape jammed')).toBeInTheDocument();
  });
});
