import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface DebouncedSearchOptions<T> {
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  minChars: number;
  debounceMs: number;
  limit: number;
}

/**
 * Runs `search` once typing pauses. Each new query aborts the one in flight, and an answer that
 * arrives after a newer query was asked is dropped, so old results never replace new ones.
 */
export function useDebouncedSearch<T>({ search, minChars, debounceMs, limit }: DebouncedSearchOptions<T>) {
  const [results, setResults] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const latest = useRef(0);
  // The newest search function, without restarting anything when a parent re-renders.
  const searchRef = useRef(search);
  searchRef.current = search;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    latest.current++;
  }, []);

  const run = useCallback(
    async (query: string) => {
      const id = ++latest.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      try {
        const found = await searchRef.current(query, controller.signal);
        if (id !== latest.current) return;
        setResults(found.slice(0, limit));
        setStatus('done');
      } catch {
        if (id !== latest.current) return;
        setResults([]);
        setStatus('error');
      }
    },
    [limit],
  );

  /** Schedules a search for `text`, or clears the results when it is too short. */
  const request = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query.length < minChars) {
        setResults([]);
        setStatus('idle');
        return;
      }
      timer.current = setTimeout(() => void run(query), debounceMs);
    },
    [cancel, run, minChars, debounceMs],
  );

  useEffect(() => cancel, [cancel]);

  return { results, status, request, cancel };
}
