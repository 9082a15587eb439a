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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Share ${movie.title}`}
        description="Pick a template and a vintage filter, then post it or save the 1200x630 image."
        className="sm:max-w-3xl lg:max-w-4xl"
      >
        <ShareCreator movie={movie} template={template} />
      </DialogContent>
    </Dialog>
  );
}
