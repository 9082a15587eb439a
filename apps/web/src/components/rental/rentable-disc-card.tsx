import { distanceLabel, type TownName, townLabel } from '@chuck/api/client';
import { Link } from 'wouter';
import { DiscCard, type DiscFacts } from '../collection/disc-card.tsx';
import { MemberLink } from '../member/member-link.tsx';
import { ReportButton } from '../report/report-button.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonStyles } from '../ui/button.tsx';
import type { RentalTarget } from './request-rental-dialog.tsx';

export interface RentableDisc extends DiscFacts {
  ownerId: string;
  ownerName: string;
  onLoan: boolean;
  /** Back, but kept for the first in line's turn: only they may request it (docs/product.md §3 'Hold'). */
  keptForOther?: boolean;
  /** The owner's town, and how far it is from the viewer's (docs/product.md §3 'Discs near you'). */
  ownerTown?: TownName | null;
  distanceKm?: number | null;
  /** The owner's settled loans, on the shelf's cards (docs/product.md §3 'Trust'). */
  ownerTrust?: { loans: number; onTimeShare: number | null };
}

/** '12 loans · 100% on time' ('No loans yet'; the share only once it shows). */
function trustLine({ loans, onTimeShare }: { loans: number; onTimeShare: number | null }): string {
  if (loans === 0) return 'No loans yet';
  const count = `${loans} loan${loans === 1 ? '' : 's'}`;
  return onTimeShare === null ? count : `${count} · ${onTimeShare}% on time`;
}

export interface RentableDiscCardProps {
  disc: RentableDisc;
  /** The viewer's own disc: marked, and no request button. */
  own: boolean;
  /** Lent to the viewer and in their hands: 'You have this disc', and nothing to ask for. */
  inHand?: boolean;
  /** Show 'Available from {owner}' (the shelf); a member's own page leaves it out. */
  showOwner?: boolean;
  onRequest: (target: RentalTarget) => void;
  /** Place Hold on a disc that is out (docs/product.md §3 'Hold'). */
  onHold: (target: RentalTarget) => void;
}

/** What the Request Rental dialog needs to know about a disc. */
export function rentalTarget(disc: RentableDisc): RentalTarget {
  return {
    mediaId: disc.id,
    ownerId: disc.ownerId,
    ownerName: disc.ownerName,
    title: disc.title,
    year: disc.year,
    format: disc.format,
    condition: disc.condition,
    onLoan: disc.onLoan,
  };
}

/**
 * A rentable disc: every shelf fact, who has it, and Request Rental, or Place Hold while it is out
 * (or 'Your disc', or 'You have this disc').
 */
export function RentableDiscCard({
  disc,
  own,
  inHand = false,
  showOwner = true,
  onRequest,
  onHold,
}: RentableDiscCardProps) {
  /** Why the disc can't be asked for now, and the way into its line. */
  const placeHold = (why: string) => (
    <>
      <span className="text-sm text-muted">{why}</span>
      <Button size="sm" variant="secondary" className="ml-auto" onClick={() => onHold(rentalTarget(disc))}>
        Place Hold
      </Button>
    </>
  );
  return (
    <DiscCard
      disc={disc}
      badges={
        <>
          {own ? <Badge variant="pink">Your disc</Badge> : null}
          {disc.onLoan ? <Badge variant="outline">On loan</Badge> : null}
        </>
      }
      byline={
        showOwner ? (
          <>
            Available from <MemberLink memberId={disc.ownerId} name={disc.ownerName} />
            {disc.ownerTrust ? <span className="block text-xs">{trustLine(disc.ownerTrust)}</span> : null}
            {disc.ownerTown ? (
              <span className="block text-xs">
                {townLabel(disc.ownerTown)}
                {disc.distanceKm != null ? ` · ${distanceLabel(disc.distanceKm)}` : ''}
              </span>
            ) : null}
          </>
        ) : null
      }
      actions={
        own ? (
          <>
            <span className="text-sm text-muted">This is your disc.</span>
            <Link href="/dvd-club" className={buttonStyles('link', 'sm', 'ml-auto text-sm')}>
              Manage
            </Link>
          </>
        ) : inHand ? (
          <span className="text-sm font-semibold text-success">You have this disc</span>
        ) : disc.onLoan ? (
          placeHold('Out right now: get in line for it next.')
        ) : disc.keptForOther ? (
          // Issue 26: offer only what can happen; a request would be refused until the turn runs out.
          placeHold('On hold for the first in line — join the line')
        ) : (
          <>
            <ReportButton target={{ kind: 'disc', targetId: String(disc.id), name: disc.title }} />
            <Button size="sm" className="ml-auto" onClick={() => onRequest(rentalTarget(disc))}>
              Request Rental
            </Button>
          </>
        )
      }
    />
  );
}
