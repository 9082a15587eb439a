import { townLabel } from '@chuck/api/client';
import {
  Award,
  CalendarClock,
  Disc3,
  Handshake,
  Heart,
  Library,
  MapPin,
  Sparkles,
  ThumbsDown,
  ThumbsUp,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { NOT_ENOUGH_IN_COMMON } from '../../../components/member/taste-match-text.ts';
import { ReportButton } from '../../../components/report/report-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { WatchingSoonSlots } from '../../../components/watching-soon/watching-soon-slots.tsx';
import { films, type Member, type Viewer } from './member-text.ts';

/** A card of the member page: an icon and a title, then its content. */
export function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-5">
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="font-retro text-xl tracking-wide text-muted">{children}</p>;
}

/** Bio, town and favourite genres; all the member's own words, shown as text. */
export function AboutSection({ member }: { member: Member }) {
  return (
    <Section icon={<UserRound aria-hidden="true" className="text-neon-pink" />} title="About">
      <div className="grid gap-4">
        {member.bio ? (
          <p className="whitespace-pre-line break-words text-ink">{member.bio}</p>
        ) : (
          <Quiet>No bio yet</Quiet>
        )}
        {member.town ? (
          <p className="flex items-center gap-1.5 text-ink">
            <MapPin aria-hidden="true" className="size-4 text-neon-cyan" />
            {townLabel(member.town)}
          </p>
        ) : null}
        {member.favoriteGenres.length ? (
          <ul aria-label="Favorite genres" className="flex flex-wrap gap-1.5">
            {member.favoriteGenres.map((genre) => (
              <li key={genre}>
                <Badge variant="cyan">{genre}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

/** Their top 3 from the front counter, each linking to the film's page when the catalog knows it. */
export function FavouritesSection({ member }: { member: Member }) {
  return (
    <Section icon={<Heart aria-hidden="true" className="text-neon-pink" />} title="Top 3 Favorites">
      {member.topFavourites.length ? (
        <ol aria-label="Top 3 favorites" className="grid gap-2 sm:grid-cols-3">
          {member.topFavourites.map((film, index) => (
            <li
              key={film.title}
              className="flex items-center gap-3 rounded-lg border-2 border-midnight-600 bg-midnight-950/60 p-3"
            >
              <span className="font-display text-xl leading-none text-neon-pink">
                <span className="sr-only">Favorite </span>#{index + 1}
              </span>
              {film.movieId ? (
                <Link
                  href={`/movie/${film.movieId}`}
                  className="min-w-0 font-semibold break-words text-ink hover:text-ticket-300 hover:underline"
                >
                  {film.title}
                </Link>
              ) : (
                <span className="min-w-0 font-semibold break-words text-ink">{film.title}</span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <Quiet>No favorites picked yet</Quiet>
      )}
    </Section>
  );
}

/** docs/product.md §2 'Watching Soon card', read view, from the page's own answer. */
export function WatchingSoonSection({ member }: { member: Member }) {
  return (
    <Section
      icon={<CalendarClock aria-hidden="true" className="text-neon-cyan" />}
      title="Watching Soon"
      description="The next three tapes going in their VCR."
    >
      <div className="grid gap-3">
        {member.watchingSoon.length ? null : <Quiet>Nothing planned yet</Quiet>}
        <WatchingSoonSlots items={member.watchingSoon} />
      </div>
    </Section>
  );
}

/** How alike the viewer's ratings and the member's are (README, 'Taste match'). */
export function TasteMatchSection({ viewer }: { viewer: Viewer }) {
  // Present between connections only (docs/product.md §3 'Taste match'); the page shows it to them.
  const tasteMatch = viewer.tasteMatch ?? null;
  const sharedFilms = viewer.sharedFilms ?? 0;
  return (
    <Section icon={<Sparkles aria-hidden="true" className="text-ticket-400" />} title="Taste Match">
      {tasteMatch === null ? (
        <div className="grid gap-1">
          <Quiet>{NOT_ENOUGH_IN_COMMON}</Quiet>
          <p className="text-sm text-muted">You have both rated {films(sharedFilms)}; a match needs 5.</p>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="flex items-baseline gap-2">
            <span className="font-display text-5xl leading-none text-ticket-400">{tasteMatch}%</span>{' '}
            <span className="text-muted">taste match</span>
          </p>
          <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-midnight-800">
            <div className="h-full neon-gradient" style={{ width: `${tasteMatch}%` }} />
          </div>
          <p className="text-sm text-muted">From the {films(sharedFilms)} you have both rated.</p>
        </div>
      )}
    </Section>
  );
}

/** How many discs they show, and the way to them. */
export function CollectionSection({ member }: { member: Member }) {
  return (
    <Section icon={<Library aria-hidden="true" className="text-neon-cyan" />} title="Collection">
      <div className="grid justify-items-start gap-3">
        <p className="flex items-baseline gap-2">
          <span className="font-display text-4xl leading-none text-neon-cyan">{member.collectionSize}</span>
          <span className="text-muted">{member.collectionSize === 1 ? 'disc' : 'discs'} on display</span>
        </p>
        <Link
          href={`/user/${encodeURIComponent(member.id)}/collection`}
          className={buttonStyles('secondary', 'sm')}
        >
          <Disc3 aria-hidden="true" />
          See {member.name}'s collection
        </Link>
      </div>
    </Section>
  );
}

/**
 * docs/product.md §3 'Trust': loans completed on each side, the on-time share (from 3 returns) and
 * disputes lost, all from settled loans, and what the other side of their loans said ('Loan
 * review'): the thumbs and the latest notes.
 */
export function LendingSection({ member }: { member: Member }) {
  const { completedAsOwner, completedAsBorrower, onTimeShare, disputesLost, reviews } = member.lending;
  const rows: [string, string][] = [
    ['Loans completed as owner', String(completedAsOwner)],
    ['Loans completed as borrower', String(completedAsBorrower)],
    ['On-time returns', onTimeShare === null ? 'Shown from 3 returns' : `${onTimeShare}%`],
    ['Disputes lost', String(disputesLost)],
    ['Reviews', reviews.up + reviews.down ? `${reviews.up} up · ${reviews.down} down` : 'No reviews yet'],
  ];
  return (
    <Section icon={<Handshake aria-hidden="true" className="text-success" />} title="Lending Record">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {reviews.latest.length ? (
        <ul aria-label="Latest reviews" className="mt-4 grid gap-2">
          {reviews.latest.map((review) => (
            <li
              key={`${review.fromId}-${review.createdAt}`}
              className="rounded-md border border-midnight-600 bg-midnight-950/60 px-3 py-2 text-sm"
            >
              <p className="flex items-center gap-1.5 text-muted">
                {review.thumb === 'up' ? (
                  <ThumbsUp aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <ThumbsDown aria-hidden="true" className="size-4 text-danger" />
                )}
                <span className="sr-only">Thumbs {review.thumb} from </span>
                <MemberLink memberId={review.fromId} name={review.fromName} />
                <span>· {review.role === 'owner' ? 'borrowed from them' : 'lent to them'}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-ink">“{review.note}”</p>
              <ReportButton
                target={{
                  kind: 'review',
                  targetId: String(review.id),
                  name: `the review by ${review.fromName}`,
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** Their flair badges, newest first. */
export function FlairSection({ member }: { member: Member }) {
  return (
    <Section icon={<Award aria-hidden="true" className="text-ticket-400" />} title="Flair">
      {member.flair.length ? (
        <ul aria-label="Flair badges" className="grid gap-2">
          {member.flair.map((award) => (
            <li
              key={award.id}
              className="flex items-center gap-3 rounded-lg border border-midnight-600 bg-midnight-950/60 px-3 py-2"
            >
              <span aria-hidden="true" className="text-2xl">
                {award.flair.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{award.flair.name}</span>
                <span className="block text-xs text-muted">{award.flair.description}</span>
              </span>
              <Badge variant="outline">{award.flair.rarity}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <Quiet>No flair yet</Quiet>
      )}
    </Section>
  );
}
