import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { ShareCreator } from './share-creator.tsx';
import type { ShareableMovie, ShareTemplate } from './share-text.ts';

export interface ShareDialogProps {
  movie: ShareableMovie;
  template: ShareTemplate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Share dialog (loaded on first use, with the canvas code, so card pages stay light). */
export function ShareDialog({ movie, template, open, onOpenChange }: ShareDialogProps) {
  return (
    <ShareDialogFrame
      title={`Share ${movie.title}`}
      description="Pick a template and a vintage filter, then post it or save the 1200x630 image."
      open={open}
      onOpenChange={onOpenChange}
    >
      <ShareCreator movie={movie} template={template} />
    </ShareDialogFrame>
  );
}

/** The share tool's dialog around any card maker (the film's above, the Year in Rewind recap). */
export function ShareDialogFrame({
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} className="sm:max-w-3xl lg:max-w-4xl">
        {children}
      </DialogContent>
    </Dialog>
  );
}
