import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, TOAST_DURATION_MS, type ToastVariant, useToasts } from '../../lib/toast.ts';

const variants: Record<ToastVariant, string> = {
  default: 'border-neon-cyan/70 bg-midnight-800 text-ink shadow-neon-cyan',
  destructive: 'border-danger bg-danger-deep text-ink shadow-[0_0_18px_rgb(255_107_122/0.35)]',
};

/**
 * Renders the toasts queued with `toast()`. docs/product.md §9 (Radix defaults): 5000 ms, swipe right past
 * 50 px to dismiss, F8 moves focus to the region. Mount once, near the root.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border-2 p-4 pr-11',
            'transition-[transform,opacity] duration-200 data-[state=closed]:opacity-0',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:opacity-0',
            variants[variant],
          )}
        >
          <span aria-hidden="true" className="mt-1 h-10 w-1.5 shrink-0 rounded-full tape-stripes" />
          <div className="grid gap-1">
            <RadixToast.Title
              className={cn(
                'font-display text-base',
                variant === 'destructive' ? 'text-danger' : 'text-ticket-400',
              )}
            >
              {title}
            </RadixToast.Title>
            {description ? (
              <RadixToast.Description className="text-sm text-ink/90">{description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-midnight-700 hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2"
      />
    </RadixToast.Provider>
  );
}
