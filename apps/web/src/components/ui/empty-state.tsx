import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon or small illustration. */
  icon?: ReactNode;
  /** Buttons or links that get the visitor moving again. */
  action?: ReactNode;
  className?: string;
}

/** An empty shelf: dashed outline, a friendly line and what to do next. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-midnight-600 bg-midnight-900/60 px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="text-neon-cyan [&_svg]:size-10" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="font-display text-lg text-ticket-400">{title}</p>
      {description ? <p className="max-w-md text-muted">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
