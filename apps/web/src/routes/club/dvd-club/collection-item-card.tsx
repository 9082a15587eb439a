import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { VisibilityBadge } from '../../../components/collection/disc-badges.tsx';
import { DiscCard } from '../../../components/collection/disc-card.tsx';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { DiscQueue } from './disc-queue.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';

/** One of the member's own discs, with its visibility, loan state, waiting list, Edit and Delete. */
export function CollectionItemCard({ item }: { item: CollectionItem }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li>
      <DiscCard
        disc={item}
        badges={
          <>
            <VisibilityBadge visibility={item.visibility} />
            {item.onLoan ? <Badge variant="pink">On loan</Badge> : null}
            {/* docs/product.md §3 'Loan dispute': agreed lost in a settled dispute. */}
            {item.lostAt ? <Badge variant="danger">Lost</Badge> : null}
          </>
        }
        byline={item.visibility === 'rentable' ? <DiscQueue mediaId={item.id} title={item.title} /> : null}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${item.title}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${item.title}`}
              onClick={() => setDeleting(true)}
              className="ml-auto text-muted hover:text-danger"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      <EditItemDialog item={item} open={editing} onOpenChange={setEditing} />
      <DeleteItemDialog item={item} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
