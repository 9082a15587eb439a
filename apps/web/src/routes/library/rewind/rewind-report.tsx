import type { LucideIcon } from 'lucide-react';
import { Clapperboard, Clock, Coins, Disc3, Handshake, Repeat, Star, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StarRow } from '../../../components/diary/star-rating.tsx';
import { starsLabel } from '../../../components/diary/stars.ts';
import { Poster } from '../../../components/poster/poster.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { FirstVersusRewatch, MonthChart, RankedChart } from './rewind-charts.tsx';
import { hoursText, plural, type Rewind } from './rewind-text.ts';

type Film = Rewind['highestRated'][number] | Rewind['mostRewatched'][number];

/** Every number of the year (docs/product.md §2 'Year in Rewind'), laid out like a rental receipt. */
export function RewindReport({ rewind }: { rewind: Rewind }) {
  return (
    <div className="grid gap-6">
      <ul aria-label="Your year in numbers" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Ticket
          icon={Clapperboard}
          label="Films"
          value={rewind.films.toLocaleString('en-US')}
          accent="text-ticket-400"
        />
        <Ticket icon={Clock} label="Hours" value={hoursText(rewind.hours)} accent="text-neon-cyan" />
        <Ticket
          icon={Disc3}
          label="Watches"
          value={rewind.entries.toLocaleString('en-US')}
          accent="text-neon-pink"
        />
        <Ticket
          icon={Star}
          label="Average rating"
          value={rewind.averageRating === null ? '–' : rewind.averageRating.toFixed(1)}
          accent="text-ticket-300"
        />
      </ul>
      {rewind.entriesWithoutRuntime > 0 ? (
        <p className="-mt-3 text-sm text-muted">
          Hours leave out {plural(rewind.entriesWithoutRuntime, 'watch', 'watches')} of films whose running
          time the catalog doesn't know.
        </p>
      ) : null}

      <Panel title="Films per month" icon={Clapperboard}>
        <MonthChart counts={rewind.perMonth.map((m) => m.films)} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Top genres" icon={Trophy}>
          <RankedChart
            label="Top genres"
            items={rewind.topGenres.map((g) => ({ name: g.name, count: g.entries }))}
          />
        </Panel>
        <Panel title="Top directors" icon={Clapperboard}>
          <RankedChart
            label="Top directors"
            items={rewind.topDirectors.map((d) => ({ name: d.name, count: d.entries }))}
          />
        </Panel>
        <Panel title="Decades" icon={Disc3}>
          <RankedChart
            label="Decades"
            items={rewind.topDecades.map((d) => ({ name: `${d.decade}s`, count: d.entries }))}
          />
        </Panel>
      </div>

      <Panel title="First watches and rewatches" icon={Repeat}>
        <FirstVersusRewatch first={rewind.firstWatches} again={rewind.rewatches} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Highest rated" icon={Star}>
          <FilmShelf
            label="Highest rated"
            films={rewind.highestRated}
            empty="Nothing rated this year."
            caption={(film) =>
              'rating' in film ? (
                <>
                  <StarRow value={film.rating} className="size-3.5" />
                  <span className="sr-only">{starsLabel(film.rating)}</span>
                </>
              ) : null
            }
          />
        </Panel>
        <Panel title="Most rewatched" icon={Repeat}>
          <FilmShelf
            label="Most rewatched"
            films={rewind.mostRewatched}
            empty="No film twice this year: always something new."
            caption={(film) => ('watches' in film ? <span>{`${film.watches}× watched`}</span> : null)}
          />
        </Panel>
      </div>

      <Panel title="Behind the counter" icon={Handshake}>
        <ul aria-label="Club and friends" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Ticket
            small
            icon={Disc3}
            label="Discs lent"
            value={String(rewind.discsLent)}
            accent="text-neon-cyan"
          />
          <Ticket
            small
            icon={Disc3}
            label="Discs borrowed"
            value={String(rewind.discsBorrowed)}
            accent="text-neon-pink"
          />
          <Ticket
            small
            icon={Coins}
            label="Credits earned"
            value={String(rewind.creditsEarned)}
            accent="text-success"
          />
          <Ticket
            small
            icon={Coins}
            label="Credits spent"
            value={String(rewind.creditsSpent)}
            accent="text-ticket-400"
          />
          <Ticket
            small
            icon={Users}
            label="New connections"
            value={String(rewind.newConnections)}
            accent="text-neon-cyan"
          />
          {/* docs/product.md §2 'Movie nights': nights logged in the diary count here. */}
          <Ticket
            small
            icon={Users}
            label={`Movie nights, watched with ${rewind.movieNights.friends} ${rewind.movieNights.friends === 1 ? 'friend' : 'friends'}`}
            value={String(rewind.movieNights.nights)}
            accent="text-neon-pink"
          />
        </ul>
      </Panel>
    </div>
  );
}

function Panel({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-neon-cyan" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Ticket({
  icon: Icon,
  label,
  value,
  accent,
  small = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  accent: string;
  small?: boolean;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border-2 border-dashed border-midnight-600 bg-midnight-900/90 px-4 py-3 shadow-tag">
      <Icon
        aria-hidden="true"
        className={cn('hidden shrink-0 sm:block', small ? 'size-5' : 'size-8', accent)}
      />
      <div className="flex flex-col-reverse">
        <span className="font-retro text-lg leading-tight text-muted uppercase">{label}</span>
        <span
          className={cn('font-display leading-none', small ? 'text-2xl' : 'text-4xl sm:text-5xl', accent)}
        >
          {value}
        </span>
      </div>
    </li>
  );
}

function FilmShelf({
  label,
  films,
  empty,
  caption,
}: {
  label: string;
  films: readonly Film[];
  empty: string;
  caption: (film: Film) => ReactNode;
}) {
  if (!films.length) return <p className="text-muted">{empty}</p>;
  return (
    <ol aria-label={label} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
      {films.map((film) => {
        const name = film.year ? `${film.title} (${film.year})` : film.title;
        return (
          <li
            key={`${film.movieId ?? ''}-${film.title}-${film.year ?? ''}`}
            className="grid content-start gap-1.5 text-center"
          >
            <Poster src={film.posterUrl} title={film.title} size="md" className="w-full sm:w-full" />
            <span className="line-clamp-2 text-sm font-semibold text-ink">
              {film.movieId ? (
                <Link href={`/movie/${film.movieId}`} className="hover:text-neon-cyan hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </span>
            <span className="flex justify-center font-retro text-base text-ticket-300">{caption(film)}</span>
          </li>
        );
      })}
    </ol>
  );
}
