import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { AccountActions, type AccountActionsProps } from './account-actions.tsx';
import { AisleNav } from './aisle-nav.tsx';

/** Small screens: every header link behind one button, in a sheet that drops from the top. */
export function MenuSheet({ className, ...account }: Omit<AccountActionsProps, 'layout' | 'onNavigate'>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label="Open menu"
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-md border-2 border-midnight-600 bg-midnight-800 text-ink hover:border-neon-cyan hover:text-neon-cyan',
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-midnight-950/80 backdrop-blur-[2px]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto border-b-2 border-midnight-600 bg-midnight-900 px-4 pt-4 pb-6 shadow-2xl shadow-black/60"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="shelf-label">Store Directory</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-midnight-800 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <AisleNav layout="stack" onNavigate={close} className="mt-4" />
          <div className="neon-rule my-4" aria-hidden="true" />
          <AccountActions layout="stack" onNavigate={close} {...account} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
