import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTRPC } from '../../lib/trpc.ts';

/** 'In 3 lists' on a film's page: the lists holding it that the viewer may see, the latest named. */
export function FilmListsLine({ movieId }: { movieId: number }) {
  const trpc = useTRPC();
  const lists = useQuery(trpc.lists.forFilm.queryOptions({ movieId }));
  if (!lists.data?.count) return null;
  const { count } = lists.data;
  return (
    <p className="mt-4 text-muted">
      In {count} {count === 1 ? 'list' : 'lists'}:{' '}
      {lists.data.lists.map((list, i) => (
        <span key={list.id}>
          {i ? ', ' : ''}
          <Link href={`/lists/${list.id}`} className="text-neon-cyan hover:underline">
            {list.title}
          </Link>
        </span>
      ))}
      {count > lists.data.lists.length ? '…' : ''}
    </p>
  );
}
