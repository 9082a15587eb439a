import { SHELF_SEARCH_MAX } from '@chuck/api/client';
import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../../components/typeahead/typeahead.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';

export interface ShelfSearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called 300 ms after typing stops, with the trimmed text. */
  onSearch: (search: string) => void;
}

/** The shelf's search box: what is typed takes effect after a 300 ms pause (docs/product.md §4). */
export function ShelfSearchBox({ value, onSearch }: ShelfSearchBoxProps) {
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
    <SearchField
      label="Search the shelf"
      autoComplete="off"
      maxLength={SHELF_SEARCH_MAX}
      placeholder="Title, director or genre..."
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
