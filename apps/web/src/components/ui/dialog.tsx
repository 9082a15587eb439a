import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = RadixDialog.Root;

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the visible title when the content names itself (it stays for screen readers). */
  hideTitle?: boolean;
}

/** The dialog panel's look (border, background, neon top edge), for dialogs laid out another way. */
export const DIALOG_PANEL =
  'rounded-lg border-2 border-midnight-600 bg-midnight-900 shadow-2xl shadow-black/60 before:absolute before:inset-x-0 before:top-0 before:h-1 before:neon-gradient';

/** The ✕ in the dialog's top-right corner. */
export function DialogCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <RadixDialog.Close
      className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-midnight-800 hover:text-ink"
      aria-label={label}
    >
      <X aria-hidden="true" className="size-5" />
    </RadixDialog.Close>
  );
}

/** A centred modal with overlay, title, optional description and a close button; focus is trapped. */
export function DialogContent({
  title,
  description,
  hideTitle,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix hands focus back only to a Radix Trigger, and our dialogs open from plain buttons, so
  // remember what had focus as the dialog opened (before focus moves in) and go back there on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-midnight-950/80 backdrop-blur-[2px]" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto p-5 sm:p-6',
          DIALOG_PANEL,
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <RadixDialog.Title
          className={cn('pr-10 font-display text-xl leading-tight text-ticket-400', hideTitle && 'sr-only')}
        >
          {title}
        </RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1.5 text-sm text-muted">
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <DialogCloseButton />
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Buttons along the bottom of a dialog: stacked on phones, right-aligned from sm up. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
