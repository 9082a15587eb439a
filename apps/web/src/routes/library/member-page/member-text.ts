import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Member = RouterOutputs['members']['get'];
export type Viewer = NonNullable<Member['viewer']>;

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Member since March 2025'. */
export function joinedText(iso: string): string {
  return `Member since ${monthYear.format(new Date(iso))}`;
}

/** '1 film' / '3 films'. */
export function films(count: number): string {
  return `${count} ${count === 1 ? 'film' : 'films'}`;
}
