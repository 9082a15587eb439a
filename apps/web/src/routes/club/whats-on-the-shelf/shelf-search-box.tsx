import { SHELF_SEARCH_MAX } from '@chuck/api/client';
import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../../components/typeahead/typeahead.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

export interface ShelfSearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called 300 ms after typing stops, with the trimmed text. */
  onSearch: (search: string) => void;
}

/** The shelf's search box: what is typed takes effect after a 300 ms pause (docs/product.md §4). */
export function ShelfSearchBox({ value, onSearch }: ShelfSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last search this box asked for; a different value from outside (Clear All, Back) replaces the text.
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const search = text.trim();
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onSearchRef.current(search);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Search the shelf</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={SHELF_SEARCH_MAX}
          placeholder="Title, director or genre..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
