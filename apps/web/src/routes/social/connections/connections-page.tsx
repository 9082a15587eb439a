import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import type { CurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLoginWhenSessionEnds } from '../../club/dvd-club/use-dvd-club.ts';
import { MessagesTab } from './messages-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { YourConnections } from './your-connections.tsx';

/** docs/product.md §2 Connections: Your Connections, Messages and Profile, for members. */
export function ConnectionsPage() {
  usePageTitle('Connections');
  return (
    <>
      <PageHero aisle="Aisle 3 · Film Friends" title="Connections">
        <p>
          Meet members who share your movies, see what connected you, and trade messages about what to watch
          next.
        </p>
        {/* docs/product.md §2 'Movie nights': the way in from your connections. */}
        <Link href="/nights" className={buttonStyles('secondary', 'sm', 'mt-4')}>
          Host a movie night
        </Link>
      </PageHero>
      <MembersOnly
        visitor={
          <LoginRequiredCard className="mx-auto max-w-xl" returnTo="/connections">
            Log in to see the members who share your movies, trade messages with them and set up your social
            profile.
          </LoginRequiredCard>
        }
      >
        {(user) => <MemberConnections user={user} />}
      </MembersOnly>
    </>
  );
}

function MemberConnections({ user }: { user: CurrentUser }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.connections.list.queryOptions());
  // The Messages tab is for accepted connections only (docs/product.md §3 'Connection request').
  const connections = useQuery({ ...trpc.connections.list.queryOptions(), select: (o) => o.connections });
  useLoginWhenSessionEnds([overview.error]);
  return (
    <Tabs.Root defaultValue="connections">
      <Tabs.List
        aria-label="Connections sections"
        className="mb-6 flex gap-1 overflow-x-auto border-b-2 border-midnight-700"
      >
        <Tab value="connections" icon={<Users />}>
          Your Connections
        </Tab>
        <Tab value="messages" icon={<MessageSquare />}>
          Messages
        </Tab>
        <Tab value="profile" icon={<UserRound />}>
          Profile
        </Tab>
      </Tabs.List>
      <Tabs.Content value="connections" className="focus-visible:outline-none">
        <YourConnections query={overview} />
      </Tabs.Content>
      <Tabs.Content value="messages" className="focus-visible:outline-none">
        <MessagesTab user={user} query={connections} />
      </Tabs.Content>
      <Tabs.Content value="profile" className="focus-visible:outline-none">
        <ProfileTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Tab({ value, icon, children }: { value: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="-mb-0.5 inline-flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-t-md border-2 border-b-0 border-transparent px-2 py-2.5 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-4 sm:text-base text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-neon-cyan data-[state=active]:border-midnight-700 data-[state=active]:bg-midnight-900 data-[state=active]:text-ticket-400 [&_svg]:size-4"
    >
      <span aria-hidden="true" className="hidden sm:contents">
        {icon}
      </span>
      {children}
    </Tabs.Trigger>
  );
}
