import { useQuery } from '@tanstack/react-query';
import { Popcorn } from 'lucide-react';
import { Link } from 'wouter';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLoginWhenSessionEnds } from '../../club/dvd-club/use-dvd-club.ts';
import { HostNightForm } from './host-night-form.tsx';
import { whenText } from './use-nights.ts';

const ANSWER_TEXT = { pending: 'Not answered', yes: 'Going', maybe: 'Maybe', no: 'Not going' } as const;

/** /nights (docs/product.md §2 'Movie nights'): my nights, hosting and invited, and 'Host a movie night'. */
export function NightsPage() {
  usePageTitle('Movie nights');
  return (
    <>
      <PageHero aisle="Aisle 5 · Your Film Life" title="Movie nights">
        <p>
          Pick a date, invite friends, find what everyone wants to see, vote, and borrow the disc from the
          club.
        </p>
      </PageHero>
      <MembersOnly
        visitor={
          <LoginRequiredCard className="mx-auto max-w-xl" returnTo="/nights">
            Log in to host a movie night or answer an invitation.
          </LoginRequiredCard>
        }
      >
        {() => <MyNights />}
      </MembersOnly>
    </>
  );
}

function MyNights() {
  const trpc = useTRPC();
  const nights = useQuery(trpc.nights.list.queryOptions());
  useLoginWhenSessionEnds([nights.error]);
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="my-nights">
        <h2 id="my-nights" className="mb-4 font-display text-2xl text-ink">
          Your nights
        </h2>
        <ListState
          query={nights}
          loadingLabel="Finding your nights..."
          errorText="Couldn't load your nights."
        >
          {nights.data && nights.data.length > 0 ? (
            <ul className="grid gap-3">
              {nights.data.map((night) => (
                <li key={night.id}>
                  <Link
                    href={`/nights/${night.id}`}
                    className="block rounded-lg border border-midnight-700 p-4 hover:border-ticket-400"
                  >
                    <span className="font-display text-lg text-ink">{night.title}</span>
                    <span className="block text-sm text-muted">
                      {`${whenText(night.startsAt)} · ${night.place} · ${night.mine ? 'You host' : `${night.hostName} hosts · ${ANSWER_TEXT[night.myAnswer]}`}${night.status === 'cancelled' ? ' · Cancelled' : ''}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Popcorn />}
              title="No movie nights yet"
              description="Host one: your connections get an invitation with Yes, Maybe and No."
            />
          )}
        </ListState>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Host a movie night</CardTitle>
        </CardHeader>
        <CardContent>
          <HostNightForm />
        </CardContent>
      </Card>
    </div>
  );
}
