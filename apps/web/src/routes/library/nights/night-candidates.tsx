import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type Night, useVote } from './use-nights.ts';

type Candidate = Night['candidates'][number];

/** Where the disc is: 'On Bea B.'s shelf (3.2 km)' or 'Not on a shelf'. */
function shelfText(shelf: Candidate['shelf']): string {
  if (!shelf) return 'Not on a shelf';
  const where = shelf.attendee ? `On ${shelf.ownerName}'s shelf` : `On the club's shelf (${shelf.ownerName})`;
  return shelf.km === null ? where : `${where}, ${shelf.km} km away`;
}

/**
 * docs/product.md §2 'Movie nights': the candidates, each with its count ('on 3 of 4 watchlists'),
 * its disc and Chuck's take; attendees tick the ones they approve and save, until the vote closes.
 */
export function NightCandidates({ night, canVote }: { night: Night; canVote: boolean }) {
  const vote = useVote(night.id);
  const mine = night.candidates.filter((c) => c.myVote).map((c) => c.movieId);
  const [picked, setPicked] = useState<number[]>(mine);
  // A fresh answer from the server (another tab, a save) resets the ticks to what it holds.
  const key = mine.join(',');
  useEffect(() => setPicked(key ? key.split(',').map(Number) : []), [key]);

  if (night.candidates.length === 0) {
    return (
      <p className="text-sm text-muted">No candidates yet: films on the attendees' watchlists show here.</p>
    );
  }
  return (
    <form
      aria-label="Vote"
      onSubmit={(event) => {
        event.preventDefault();
        vote.mutate({ id: night.id, movieIds: picked });
      }}
      className="grid gap-3"
    >
      <ul className="grid gap-3" aria-label="Candidates">
        {night.candidates.map((c) => (
          <li key={c.movieId} aria-label={c.title} className="rounded-lg border border-midnight-700 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-display text-lg text-ink">{c.year ? `${c.title} (${c.year})` : c.title}</p>
                <p className="text-sm text-muted">
                  {c.addedBy
                    ? `Added by ${c.addedBy}`
                    : `On ${c.watchlists} of ${night.attendees} watchlists`}
                  {` · ${c.votes} ${c.votes === 1 ? 'vote' : 'votes'}`}
                </p>
                <p className="text-sm text-ink">{shelfText(c.shelf)}</p>
                <p className="text-sm italic text-muted">{c.pitch}</p>
              </div>
              {canVote ? (
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={picked.includes(c.movieId)}
                    onChange={(e) =>
                      setPicked((list) =>
                        e.target.checked ? [...list, c.movieId] : list.filter((id) => id !== c.movieId),
                      )
                    }
                  />
                  {`Vote for ${c.title}`}
                </label>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {canVote ? (
        <div>
          <Button type="submit" disabled={vote.isPending}>
            Save my votes
          </Button>
        </div>
      ) : null}
    </form>
  );
}
