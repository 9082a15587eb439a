import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { prerender as renderStatic } from 'react-dom/static';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient, type RouterOutputs } from './lib/trpc.ts';

/** The markup of `path` as a browser first renders it with `queryClient`'s data (no effects run). */
async function render(path: string, queryClient: QueryClient): Promise<string> {
  const location = { hook: () => [path, () => {}] as [string, () => void], searchHook: () => '' };
  // Static rendering waits for lazily loaded screens (the film page is one), where renderToString
  // would leave their loading fallback. No chunk size: every part inline, in place, rather than sent
  // after the rest with an inline script to move it (which the site's CSP refuses).
  const { prelude } = await renderStatic(<App location={location} queryClient={queryClient} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * The markup of `path` as a first-time visitor's browser first renders it (nothing fetched yet):
 * made once at build time (scripts/prerender-pages.ts), so the page paints before its script arrives.
 */
export function prerender(path: string): Promise<string> {
  return render(path, createQueryClient());
}

export interface PrerenderedFilm {
  html: string;
  /** The app's query cache holding the film (React Query's dehydrated state), as JSON. */
  state: string;
}

/**
 * /movie/:id as it shows `movie` (catalog.getMovie's answer, which the server looked up), and that
 * answer for the app's cache (src/main.tsx), so the app hydrates the same markup without asking again.
 */
export async function prerenderFilm(movie: RouterOutputs['catalog']['getMovie']): Promise<PrerenderedFilm> {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy({ client: createTrpcClient(), queryClient });
  // The key the film page asks with (routes/front-counter/movie/movie-page.tsx).
  queryClient.setQueryData(trpc.catalog.getMovie.queryOptions({ id: movie.id }).queryKey, movie);
  const html = await render(`/movie/${movie.id}`, queryClient);
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
}
