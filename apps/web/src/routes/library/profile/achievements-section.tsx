import { Trophy } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FlairAward, FlairState } from './use-flair.ts';

type Rarity = FlairAward['flair']['rarity'];

/** docs/product.md §9 rarities, from the shelf's everyday tags up to the gold one. */
const rarityStyles: Record<Rarity, { badge: BadgeVariant; frame: string }> = {
  common: { badge: 'outline', frame: 'border-midnight-600' },
  rare: { badge: 'cyan', frame: 'border-neon-cyan/60 shadow-neon-cyan' },
  epic: { badge: 'pink', frame: 'border-neon-pink/60 shadow-neon-pink' },
  legendary: { badge: 'ticket', frame: 'border-ticket-400 shadow-[0_0_18px_rgb(255_210_63/0.35)]' },
};

const earnedDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** docs/product.md §2 'Your Achievements': the member's flair badges, newest first. */
export function AchievementsSection({ flair }: { flair: FlairState }) {
  const awards = flair.list.data ?? [];
  return (
    <ListCard
      icon={<Trophy aria-hidden="true" className="size-5 text-ticket-400" />}
      title="Your Achievements"
      description="Flair for your membership card."
      query={flair.list}
      loadingLabel="Polishing your badges..."
      errorText="Couldn't load your flair."
      empty={
        <EmptyState
          icon={<Trophy />}
          title="No flair yet"
          description="Earn badges by adding movies to your watchlist, creating your profile and finding Easter eggs hidden around the store."
        />
      }
    >
      {awards.length ? (
        <ul className="grid gap-2.5" aria-label="Flair badges">
          {awards.map((award) => (
            <FlairBadge key={award.id} award={award} isNew={flair.newIds.has(award.id)} />
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}

function FlairBadge({ award, isNew }: { award: FlairAward; isNew: boolean }) {
  const { flair } = award;
  const style = rarityStyles[flair.rarity];
  return (
    <li className={cn('flex gap-3 rounded-lg border-2 bg-midnight-950/60 p-3', style.frame)}>
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-md bg-midnight-800 text-2xl"
      >
        {flair.icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{flair.name}</span>
          <Badge variant={style.badge}>{flair.rarity}</Badge>
          {isNew ? <Badge variant="success">New!</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-muted">{flair.description}</p>
        <p className="mt-1 font-retro text-base text-muted/90">
          Earned <time dateTime={award.earnedAt}>{earnedDate.format(new Date(award.earnedAt))}</time>
        </p>
      </div>
    </li>
  );
}
