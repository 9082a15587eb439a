import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { ListState, type ListStateProps } from './list-state.tsx';

export interface ListCardProps extends Omit<ListStateProps, 'children'> {
  /** Beside the title, coloured by the caller. */
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Above the list, e.g. a search-to-add box. */
  lead?: ReactNode;
  /** The items, or null when there are none (then `empty` shows). */
  children: ReactNode;
  empty: ReactNode;
}

/** A list as a card: its heading, then the list's loading, failure, items or empty state. */
export function ListCard({ icon, title, description, lead, children, empty, ...state }: ListCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={lead ? 'grid gap-4' : undefined}>
        {lead}
        <ListState {...state}>{children ?? empty}</ListState>
      </CardContent>
    </Card>
  );
}
