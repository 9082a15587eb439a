import { useInfiniteQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../lib/trpc.ts';

export type DiaryEntry = RouterOutputs['diary']['list']['entries'][number];

/**
 * The diary, latest watch first, one page at a time ('Load more' asks for the page after the last
 * entry shown, by the server's cursor). `year` narrows it to one year.
 */
export function useDiaryPages(year: number | null) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filter = year ? { year } : {};
  return useInfiniteQuery({
    // Under the procedure's own key, so every change to the diary (use-diary.ts) refreshes it.
    queryKey: [...trpc.diary.list.queryKey(filter), 'pages'],
    queryFn: ({ pageParam }) =>
      client.diary.list.query({ ...filter, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
