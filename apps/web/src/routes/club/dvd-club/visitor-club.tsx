import { WELCOME_CREDITS } from '@chuck/api/client';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoginRequiredCard } from '../../../components/layout/members-only.tsx';
import type { MovieResult } from '../../../components/typeahead/movie-result.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { MovieSearchBox } from '../../../components/watching-soon/movie-search-box.tsx';
import { loginUrl } from '../../../lib/auth-urls.ts';
import { ADD_SEARCH_RESULTS } from './add-movie-search.tsx';

const DVD_CLUB_PATH = '/dvd-club';

/** docs/product.md §2/§6: a visitor sees 'Login Required' and a demo of the search, without adding. */
export function VisitorClub() {
  const [picked, setPicked] = useState<MovieResult | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LoginRequiredCard
        returnTo={DVD_CLUB_PATH}
        actions={
          <Link href="/whats-on-the-shelf" className={buttonStyles('secondary', 'md')}>
            Browse the Shelf
          </Link>
        }
      >
        Log in to catalogue the discs you own, lend them to fellow members for credits, and borrow theirs. New
        members start with {WELCOME_CREDITS} credits.
      </LoginRequiredCard>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Search aria-hidden="true" className="size-5 text-neon-cyan" />
            Try the Search
          </CardTitle>
          <CardDescription>A demo of how members find their discs in the movie database.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <MovieSearchBox
            label="Demo movie search"
            placeholder="Try a title, e.g. Jurassic Park"
            limit={ADD_SEARCH_RESULTS}
            onSelect={setPicked}
            fillOnSelect
          />
          {picked ? (
            <p
              className="rounded-md border border-neon-cyan/40 bg-neon-cyan/5 px-3 py-2 text-sm text-ink"
              aria-live="polite"
            >
              Own <span className="font-semibold">{picked.title}</span>?{' '}
              <a href={loginUrl(DVD_CLUB_PATH)} className={buttonStyles('link')}>
                Log in
              </a>{' '}
              to add it to your collection.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
