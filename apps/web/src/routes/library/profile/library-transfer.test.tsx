// First, so its mocks are in place before the app's modules load.
import './profile-test-mocks.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { fail, ok, unauthorized } from '../../../test/trpc-mock.ts';
import { fakeProfileServer } from './profile-fake-server.ts';
import { spies } from './profile-test-mocks.ts';

beforeAll(() => {
  // jsdom's Blob has no text(); browsers' File does.
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});
wholeAppRenders(() => import('./profile-page.tsx'));

afterEach(() => {
  spies.redirect.mockReset();
  spies.unauthorized.mockReset();
  vi.restoreAllMocks();
});

const csv =
  'Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,https://boxd.it/x\n2024-01-02,Nope,1901,https://boxd.it/y\n';

const report = {
  format: 'letterboxd' as const,
  imported: 1,
  alreadyPresent: 2,
  unmatched: [{ row: 3, title: 'Nope', year: 1901, reason: 'Not found in the catalog' }],
  unmatchedTotal: 4,
};

describe('import and export', () => {
  it('imports a Letterboxd CSV and shows what matched and what did not', async () => {
    const state = fakeProfileServer({}, { 'library.importCsv': () => ok(report) });
    const { user } = renderApp('/profile');
    const input = await screen.findByLabelText('Import from Letterboxd or IMDb');
    await user.upload(input, new File([csv], 'watchlist.csv', { type: 'text/csv' }));

    const summary = await screen.findByRole('region', { name: 'Import report' });
    const count = (label: string) =>
      within(summary).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(count('Imported')).toBe('1');
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
  });

  it('turns away an empty file without calling the server', async () => {
    const state = fakeProfileServer();
    const { user } = renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Import from Letterboxd or IMDb'),
      new File(['  \n'], 'ratings.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
    expect(state.calls['library.importCsv']).toBeUndefined();
  });

  it("shows the server's reason when an import fails", async () => {
    fakeProfileServer(
      {},
      {
        'library.importCsv': () => fail('BAD_REQUEST', "That doesn't look like a Letterboxd or IMDb export."),
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
    fakeProfileServer({}, { 'library.importCsv': unauthorized });
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

  it('says when the export fails', async () => {
    fakeProfileServer({}, { 'library.exportCsv': () => fail('INTERNAL_SERVER_ERROR', 'The tape jammed') });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Export (Letterboxd CSV)' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('The tape jammed')).toBeInTheDocument();
  });
});
