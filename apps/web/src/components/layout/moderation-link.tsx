import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../ui/button.tsx';

/** The header's way to /moderation, for the club's moderators only (docs/product.md §3). */
export function ModerationLink() {
  const trpc = useTRPC();
  const status = useQuery(trpc.moderation.status.queryOptions());
  if (!status.data?.moderator) return null;
  return (
    <Link href="/moderation" className={buttonStyles('ghost', 'sm')}>
      <ShieldAlert aria-hidden="true" />
      Moderation
    </Link>
  );
}
