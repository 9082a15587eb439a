import { FORMER_MEMBER } from '@chuck/api/client';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';

/** The member page of docs/product.md §2 'Member page'. */
function memberPath(memberId: string): string {
  return `/members/${encodeURIComponent(memberId)}`;
}

export interface MemberLinkProps {
  memberId: string;
  /** The member's public name, as the server sends it (rendered as text, never as HTML). */
  name: string;
  className?: string;
  /** Words after the name for screen readers only, e.g. when the name alone repeats on the screen. */
  children?: ReactNode;
}

/**
 * A member's name wherever it appears, linking to their page (docs/product.md §2 'Member page'); a
 * member who left has no page, so their name stays plain text.
 */
export function MemberLink({ memberId, name, className, children }: MemberLinkProps) {
  if (name === FORMER_MEMBER) {
    return (
      <span className={cn('text-muted', className)}>
        {name}
        {children}
      </span>
    );
  }
  return (
    <Link
      href={memberPath(memberId)}
      className={cn('font-semibold text-neon-cyan underline-offset-2 hover:underline', className)}
    >
      {name}
      {children}
    </Link>
  );
}
