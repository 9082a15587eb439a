import { DISC_DEFAULTS } from '@chuck/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { showLendingFailure } from '../confirm-address/confirm-address.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { type DiscChoice, DiscFields } from './disc-fields.tsx';
import { DiscNotesField } from './disc-notes-field.tsx';
import { type FilmFacts, overviewNote, toCreateInput, yearOf } from './film-to-disc.ts';
import { useDiscChange } from './use-disc-change.ts';

export interface AddToCollectionButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  film: FilmFacts;
  /** The button text; 'I Own It' unless told. */
  label?: string;
}

/**
 * 'I Own It' for any film card: visitors are sent to log in (docs/product.md §8), members get the Add to
 * Collection dialog.
 */
export function AddToCollectionButton({
  film,
  label = 'I Own It',
  variant = 'secondary',
  size = 'sm',
  ...props
}: AddToCollectionButtonProps) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          if (!isLoading && !isAuthenticated) requireLogin('collection');
          else setOpen(true);
        }}
        {...props}
      >
        <Disc3 aria-hidden="true" />
        {label}
      </Button>
      <AddToCollectionDialog film={film} open={open} onOpenChange={setOpen} />
    </>
  );
}

interface AddToCollectionDialogProps {
  film: FilmFacts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product.md §2 Home 'Add to Collection' ('I Own It'): format, condition, visibility and notes. */
function AddToCollectionDialog({ film, open, onOpenChange }: AddToCollectionDialogProps) {
  const year = yearOf(film.year);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add to Collection"
        description={
          <>
            Put <span className="font-semibold text-ink">{film.title}</span>
            {year ? ` (${year})` : ''} on your shelf. Make it rentable to earn credits when members borrow it.
          </>
        }
      >
        {/* Inside the content, so each opening starts from the defaults. */}
        <AddToCollectionForm film={film} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddToCollectionForm({ film, onDone }: { film: FilmFacts; onDone: () => void }) {
  const trpc = useTRPC();
  const change = useDiscChange(onDone);
  const [choice, setChoice] = useState<DiscChoice>(DISC_DEFAULTS);
  const [notes, setNotes] = useState(() => overviewNote(film.description));
  const movieId = film.movieId ?? 0;
  // Director, runtime and genres for the stored disc, when the film comes from the catalog.
  const details = useQuery({ ...trpc.catalog.getMovie.queryOptions({ id: movieId }), enabled: movieId > 0 });
  const create = useMutation(trpc.dvdClub.create.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(toCreateInput(film, details.data, choice, notes), {
      onSuccess: (item) =>
        change.saved({
          title: 'Added to Collection!',
          description: `${item.title} is on your shelf as a ${item.format} in ${item.condition} condition.`,
        }),
      onError: (error) => {
        if (change.sessionLost(error)) return;
        if (showLendingFailure(error, 'Failed to add movie to collection.')) onDone();
      },
    });
  };

  const facts = details.data
    ? [
        details.data.director ? `Directed by ${details.data.director}` : null,
        details.data.runtime ? `${details.data.runtime} min` : null,
        details.data.genres.map((g) => g.name).join(', ') || null,
      ].filter(Boolean)
    : [];

  return (
    <form onSubmit={submit} className="grid gap-4">
      {facts.length ? <p className="text-sm text-muted">{facts.join(' · ')}</p> : null}
      <DiscFields value={choice} onChange={setChoice} disabled={create.isPending} />
      <DiscNotesField
        label="Notes (optional)"
        value={notes}
        onChange={setNotes}
        disabled={create.isPending}
      />
      <FormActions
        inDialog
        pending={create.isPending}
        onCancel={onDone}
        submit="Add to Collection"
        sending="Adding..."
      />
    </form>
  );
}
