import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { filmName, PreviewRows, rowKey } from './import-preview-rows.tsx';
import { Count, formatNames, rowPlace } from './import-summary.tsx';
import type { ApplyChoices, ImportPreview } from './use-library-import.ts';

type Row = ImportPreview['rows'][number];
type Suggestion = Row['suggestions'][number];

export interface ImportPreviewPanelProps {
  preview: ImportPreview;
  applying: boolean;
  /** Apply, with the near misses the member picked (none: every row as the preview shows it). */
  onApply: (choices: ApplyChoices) => void;
  onCancel: () => void;
}

/**
 * docs/product.md §2 'Import and export': before anything is written, what the file would do, row
 * by row, with every warning (a favourite that would turn Disliked) at the top, and the near misses
 * to pick a film for. Apply or Cancel.
 */
export function ImportPreviewPanel({ preview, applying, onApply, onCancel }: ImportPreviewPanelProps) {
  const { totals, rows, warnings } = preview;
  const leaving = rows.filter((row) => row.leavesWatchlist).length;
  const [keepOnWatchlist, setKeepOnWatchlist] = useState(true);
  const nearMisses = rows.filter((row) => row.suggestions.length > 0);
  // Row key → the film picked for it; a row left out stays as the preview shows it.
  const [picks, setPicks] = useState<Record<string, Suggestion>>({});
  const picked = nearMisses.flatMap((row) => {
    const film = picks[rowKey(row)];
    return film ? [{ row, film }] : [];
  });
  const apply = () =>
    onApply({
      matches: picked.map(({ row, film }) => ({ file: row.file, row: row.row, movieId: film.movieId })),
      // Asked only when some row would take a film off the watchlist.
      ...(leaving ? { keepOnWatchlist } : {}),
    });
  return (
    <section
      aria-label="Import preview"
      className="grid gap-3 rounded-md border border-neon-cyan/50 bg-midnight-950/60 p-3"
    >
      <p className="text-sm text-muted">
        Read as {formatNames[preview.format]}. Nothing has changed yet: check it, then apply.
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="To add" value={totals.add} className="text-success" />
        <Count label="To update" value={totals.update} className="text-neon-cyan" />
        <Count label="To skip" value={totals.skip} className="text-muted" />
      </dl>
      {warnings.length ? (
        <div
          role="alert"
          className="grid gap-1 rounded-md border-2 border-ticket-400/70 bg-ticket-400/10 p-2.5"
        >
          <p className="flex items-center gap-2 font-semibold text-ticket-300">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Look before you apply
          </p>
          <ul className="grid list-disc gap-0.5 pl-6 text-sm text-ink">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PreviewRows rows={rows} files={preview.files} />
      {leaving ? (
        <label className="flex items-start gap-2 rounded-md border border-ticket-400/70 p-2.5 text-sm">
          <input
            type="checkbox"
            checked={keepOnWatchlist}
            onChange={(event) => setKeepOnWatchlist(event.currentTarget.checked)}
            className="mt-0.5 accent-neon-cyan"
          />
          <span>
            <span className="font-semibold text-ink">Keep it on my watchlist</span>
            <span className="text-muted">
              {' '}
              ({leaving === 1 ? '1 film' : `${leaving} films`} you rate in this file{' '}
              {leaving === 1 ? 'is' : 'are'} on your watchlist; rating marks a film seen, which takes it off)
            </span>
          </span>
        </label>
      ) : null}
      {nearMisses.length ? (
        <section aria-label="Near misses" className="grid gap-2">
          <h4 className="font-retro text-lg leading-none text-muted uppercase">Near misses</h4>
          <p className="text-sm text-muted">
            These rows are close to films in the catalog. Pick the film you meant, or leave the row as it is.
          </p>
          <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1">
            {nearMisses.map((row) => (
              <li key={rowKey(row)}>
                <NearMissPicker
                  row={row}
                  picked={picks[rowKey(row)] ?? null}
                  onPick={(film) =>
                    setPicks(({ [rowKey(row)]: _, ...rest }) =>
                      film ? { ...rest, [rowKey(row)]: film } : rest,
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {picked.length ? (
          <p className="mr-auto text-sm text-neon-cyan">
            {picked.length === 1 ? '1 row' : `${picked.length} rows`} will be imported as the film you picked.
          </p>
        ) : null}
        <Button variant="ghost" size="sm" disabled={applying} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={applying || totals.add + totals.update + picked.length === 0}
          onClick={apply}
        >
          {applying ? 'Importing...' : 'Apply import'}
        </Button>
      </div>
    </section>
  );
}

/** One near miss: the catalog's films it may mean as radio buttons (arrow keys move between them). */
function NearMissPicker({
  row,
  picked,
  onPick,
}: {
  row: Row;
  picked: Suggestion | null;
  onPick: (film: Suggestion | null) => void;
}) {
  const name = useId();
  const option = 'flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-midnight-800';
  return (
    <fieldset className="grid gap-1 rounded border border-midnight-700 px-2 py-1.5 text-sm">
      <legend className="px-1 font-semibold text-ink">
        {filmName(row)} <span className="font-normal text-muted">· {rowPlace(row)}</span>
      </legend>
      <label className={option}>
        <input
          type="radio"
          name={name}
          checked={picked === null}
          onChange={() => onPick(null)}
          className="accent-neon-cyan"
        />
        {row.action === 'skip' ? 'Leave it skipped' : 'Keep it by its title, as in the file'}
      </label>
      {row.suggestions.map((film) => (
        <label key={film.movieId} className={option}>
          <input
            type="radio"
            name={name}
            checked={picked?.movieId === film.movieId}
            onChange={() => onPick(film)}
            className="accent-neon-cyan"
          />
          {filmName(film)}
        </label>
      ))}
    </fieldset>
  );
}
