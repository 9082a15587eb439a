import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clapperboard, ListVideo, LogIn, Pencil, RotateCcw, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { DoubleFeaturePanel } from '../../../components/double-feature/double-feature-panel.tsx';
import { MemberLists } from '../../../components/lists/member-lists.tsx';
import { tasteMatchText } from '../../../components/member/taste-match-text.ts';
import { Poster } from '../../../components/poster/poster.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { type CurrentUser, useCurrentUser } from '../../../lib/auth.ts';
import { loginUrl } from '../../../lib/auth-urls.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { NotFoundPage } from '../../front-counter/not-found/not-found-page.tsx';
import { MemberActions } from './member-actions.tsx';
import { FilmReviewsSection } from './member-film-reviews.tsx';
import {
  AboutSection,
  CollectionSection,
  FavouritesSection,
  FlairSection,
  LendingSection,
  Section,
  TasteMatchSection,
  WatchingSoonSection,
} from './member-sections.tsx';
import { MemberSkeleton } from './member-skeleton.tsx';
import { joinedText, type Member } from './member-text.ts';

/**
 * /members/{id} (docs/product.md §2 'Member page'): who the member is, what they are about to watch,
 * and, for a signed-in viewer, the taste match and what to do next. A page the viewer may not see
 * answers 404 like an unknown member, so it shows the same Page Not Found.
 */
export function MemberPage() {
  const { id = '' } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const { user, isLoading: checkingUser } = useCurrentUser();
  // Who is asking changes the answer (visibility, the viewer part): wait for the session check.
  const member = useQuery({ ...trpc.members.get.queryOptions({ id }), enabled: !checkingUser });

  if (member.isPending) return <Loading />;
  if (isNotFoundError(member.error)) return <NotFoundPage />;
  if (member.isError) {
    return (
      <Frame>
        <EmptyState
          icon={<UserRound />}
          title="We couldn't load this member"
          description={errorMessage(member.error, 'Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void member.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      </Frame>
    );
  }
  return <MemberView member={member.data} user={user} />;
}

function Loading() {
  usePageTitle('Member');
  return <MemberSkeleton />;
}

function Frame({ children }: { children: ReactNode }) {
  usePageTitle('Member');
  return (
    <>
      <section className="crt border-b border-midnight-800 bg-midnight-900/40">
        <div className="relative z-[2] mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <ShelfLabel>Aisle 3 · Members</ShelfLabel>
          <h1 className="mt-4 font-display text-3xl leading-tight text-ink sm:text-5xl">Member</h1>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}

function MemberView({ member, user }: { member: Member; user: CurrentUser | null }) {
  usePageTitle(member.name);
  const own = user?.id === member.id;
  const { viewer } = member;
  return (
    <>
      <section className="crt border-b border-midnight-800 bg-midnight-900/40">
        <div className="relative z-[2] mx-auto flex max-w-7xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-center sm:px-6 sm:py-14">
          <Poster
            src={member.avatarUrl}
            title={member.name}
            kind="person"
            size="md"
            className="w-20! border-2 border-neon-pink sm:w-28!"
          />
          <div className="min-w-0 flex-1">
            <ShelfLabel>Aisle 3 · Members</ShelfLabel>
            <h1 className="mt-3 font-display text-3xl leading-tight break-words text-ink sm:text-5xl">
              {member.name}
            </h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-neon-cyan" />
                {joinedText(member.joinedAt)}
              </span>
              <Link
                href={`/members/${encodeURIComponent(member.id)}/rewind/${new Date().getFullYear()}`}
                className="text-neon-cyan underline-offset-2 hover:underline"
              >
                Year in Rewind
              </Link>
              {viewer?.tasteMatch != null ? (
                <span className="font-retro text-xl leading-none text-ticket-300">
                  {tasteMatchText(viewer.tasteMatch)}
                </span>
              ) : null}
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {own ? (
          <p className="flex flex-wrap items-center gap-3 text-muted">
            This is how other members see your page.
            <Link href="/profile" className={buttonStyles('secondary', 'sm')}>
              <Pencil aria-hidden="true" />
              Edit your profile
            </Link>
          </p>
        ) : viewer && user ? (
          <MemberActions member={member} viewer={viewer} user={user} />
        ) : !user ? (
          <p className="flex flex-wrap items-center gap-3 text-muted">
            Members can message {member.name} and borrow from their shelf.
            <a
              href={loginUrl(`/members/${encodeURIComponent(member.id)}`)}
              className={buttonStyles('secondary', 'sm')}
            >
              <LogIn aria-hidden="true" />
              Log In
            </a>
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <AboutSection member={member} />
            <FavouritesSection member={member} />
            <WatchingSoonSection member={member} />
            <FilmReviewsSection memberId={member.id} memberName={member.name} />
            {/* The profile's 'My Lists' leads here. */}
            <div id="lists">
              <Section
                icon={<ListVideo aria-hidden="true" className="text-neon-cyan" />}
                title="Lists"
                description={
                  own ? 'Your lists of films: make one, invite connections to edit it.' : undefined
                }
              >
                <MemberLists memberId={member.id} own={own} />
              </Section>
            </div>
            {viewer?.connected && !viewer.blocked ? (
              <Section
                icon={<Clapperboard aria-hidden="true" className="text-neon-pink" />}
                title="Double Feature"
                description={`Six films for you and ${member.name}, each from a film each of you loves.`}
              >
                <DoubleFeaturePanel memberId={member.id} memberName={member.name} />
              </Section>
            ) : null}
          </div>
          <div className="grid content-start gap-6">
            {viewer?.connected ? <TasteMatchSection viewer={viewer} /> : null}
            <CollectionSection member={member} />
            <LendingSection member={member} />
            <FlairSection member={member} />
          </div>
        </div>
      </div>
    </>
  );
}
