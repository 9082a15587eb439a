import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLoginWhenSessionEnds } from '../../club/dvd-club/use-dvd-club.ts';
import { NotFoundPage } from '../../front-counter/not-found/not-found-page.tsx';
import { NightAddFilm } from './night-add-film.tsx';
import { NightCandidates } from './night-candidates.tsx';
import { NightHostTools } from './night-host-tools.tsx';
import { type Night, useLiveNight, useLogNight, useRsvp, whenText } from './use-nights.ts';

const ANSWERS = [
  ['yes', 'Yes'],
  ['maybe', 'Maybe'],
  ['no', 'No'],
] as const;
const GUEST_ANSWER = {
  pending: 'not answered yet',
  yes: 'coming',
  maybe: 'maybe',
  no: 'not coming',
} as const;
const LOAN_TEXT: Record<string, string> = {
  requested: 'requested, waiting for the owner',
  accepted: 'accepted by the owner',
  handed_over: 'handed over',
  returned: 'returned',
  declined: 'declined by the owner',
  cancelled: 'cancelled',
};

/** /nights/:id (docs/product.md §2 'Movie nights'): the night, who's coming, the candidates and the vote. */
export function NightPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  usePageTitle('Movie night');
  if (id === null) return <NotFoundPage />;
  return (
    <MembersOnly
      visitor={
        <LoginRequiredCard className="mx-auto max-w-xl" returnTo={`/nights/${id}`}>
          Log in to see the movie night you were invited to.
        </LoginRequiredCard>
      }
    >
      {(user) => <NightScreen id={id} userId={user.id} />}
    </MembersOnly>
  );
}

function NightScreen({ id, userId }: { id: number; userId: string }) {
  const trpc = useTRPC();
  const night = useQuery(trpc.nights.get.queryOptions({ id }));
  useLiveNight(userId, id);
  useLoginWhenSessionEnds([night.error]);
  if (night.error && isNotFoundError(night.error)) return <NotFoundPage />;
  return (
    <ListState query={night} loadingLabel="Setting up the night..." errorText="Couldn't load the night.">
      {night.data ? <NightDetails night={night.data} /> : null}
    </ListState>
  );
}

function NightDetails({ night }: { night: Night }) {
  usePageTitle(night.title);
  const attending = night.mine || night.myAnswer === 'yes' || night.myAnswer === 'maybe';
  const voteOpen = night.status === 'open' && Date.now() < new Date(night.voteClosesAt).getTime();
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <ShelfLabel>Aisle 5 · Movie night</ShelfLabel>
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{night.title}</h1>
        <p className="text-ink">{`${whenText(night.startsAt)} · ${night.place} · hosted by ${night.mine ? 'you' : night.host.name}`}</p>
        {night.status === 'cancelled' ? <p role="status">This night was cancelled.</p> : null}
      </header>
      <div className="flex flex-wrap gap-2.5">
        <a href={`/api/nights/${night.id}/calendar.ics`} download className={buttonStyles('secondary', 'sm')}>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </a>
        <Link href="/nights" className={buttonStyles('link', 'sm')}>
          All your nights
        </Link>
      </div>
      {night.mine ? <NightHostTools night={night} /> : <Rsvp night={night} />}
      <section aria-labelledby="coming">
        <h2 id="coming" className="mb-2 font-display text-xl text-ink">
          Who's coming
        </h2>
        <ul className="grid gap-1 text-sm text-ink">
          {night.guests.map((guest) => (
            <li key={guest.id}>{`${guest.name}: ${guest.host ? 'hosting' : GUEST_ANSWER[guest.answer]}`}</li>
          ))}
        </ul>
      </section>
      {night.winner ? <Winner night={night} /> : null}
      {night.status !== 'cancelled' ? (
        <section aria-labelledby="candidates">
          <h2 id="candidates" className="mb-2 font-display text-xl text-ink">
            Candidates
          </h2>
          {voteOpen ? (
            <p className="mb-3 text-sm text-muted">{`The vote closes ${whenText(night.voteClosesAt)}.`}</p>
          ) : null}
          {attending && voteOpen ? (
            <div className="mb-4">
              <NightAddFilm night={night} />
            </div>
          ) : null}
          <NightCandidates night={night} canVote={attending && voteOpen} />
        </section>
      ) : null}
    </div>
  );
}

/** Yes / Maybe / No; a link from the invitation mail (?answer=yes) answers once, on arrival. */
function Rsvp({ night }: { night: Night }) {
  const rsvp = useRsvp(night.id);
  const search = new URLSearchParams(useSearch());
  const fromMail = search.get('answer');
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current || night.status !== 'open') return;
    if (fromMail === 'yes' || fromMail === 'maybe' || fromMail === 'no') {
      answered.current = true;
      if (fromMail !== night.myAnswer) rsvp.mutate({ id: night.id, answer: fromMail });
    }
  }, [fromMail, night.id, night.myAnswer, night.status, rsvp]);
  if (night.status === 'cancelled') return null;
  return (
    <section aria-labelledby="rsvp" className="grid gap-2">
      <h2 id="rsvp" className="font-display text-xl text-ink">
        Coming?
      </h2>
      <fieldset className="flex flex-wrap gap-2.5" aria-label="Your answer">
        {ANSWERS.map(([answer, label]) => (
          <Button
            key={answer}
            variant={night.myAnswer === answer ? 'primary' : 'secondary'}
            aria-pressed={night.myAnswer === answer}
            disabled={rsvp.isPending}
            onClick={() => rsvp.mutate({ id: night.id, answer })}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={night.dontMindSeen}
          disabled={night.myAnswer === 'pending' || night.myAnswer === 'no'}
          onChange={(e) =>
            rsvp.mutate({
              id: night.id,
              answer: night.myAnswer === 'maybe' ? 'maybe' : 'yes',
              dontMindSeen: e.target.checked,
            })
          }
        />
        I don't mind seeing films again
      </label>
    </section>
  );
}

/** The film picked, its rental request's status, and "Did you watch it?" the day after. */
function Winner({ night }: { night: Night }) {
  const log = useLogNight(night.id);
  const [rating, setRating] = useState('');
  const attending = night.mine || night.myAnswer === 'yes' || night.myAnswer === 'maybe';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{`You're watching ${night.winner!.title}`}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-ink">
        {night.rental ? (
          <p>{`The disc: a rental request to ${night.rental.ownerName}, ${LOAN_TEXT[night.rental.status] ?? night.rental.status}.`}</p>
        ) : night.rentalNote ? (
          <p>{night.rentalNote}</p>
        ) : null}
        {night.watched.watchedOn ? (
          <p>{`In your diary for ${night.watched.watchedOn}.`}</p>
        ) : night.watched.asked && attending ? (
          <form
            aria-label="Did you watch it?"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              log.mutate({ id: night.id, ...(rating && { rating: Number(rating) }) });
            }}
          >
            <p className="w-full font-medium">Did you watch it?</p>
            <label className="grid gap-1">
              Rating (optional)
              <select
                value={rating}
                onChange={(e) => setRating(e.target.value)}
                className="rounded border border-midnight-700 bg-midnight-900 p-1"
              >
                <option value="">No rating</option>
                {[1, 2, 3, 4, 5].map((stars) => (
                  <option key={stars} value={stars}>{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</option>
                ))}
              </select>
            </label>
            <Button type="submit" disabled={log.isPending}>
              Yes, log it in my diary
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
