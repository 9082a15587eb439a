import { MIN_QUERY_LENGTH } from '@chuck/api/client';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldStyles } from '../ui/input.tsx';
import { useDebouncedSearch } from './use-debounced-search.ts';

/** docs/product.md §9: a search goes 300 ms after typing stops; the list closes 200 ms after blur. */
export const DEBOUNCE_MS = 300;
const CLOSE_DELAY_MS = 200;

export interface TypeaheadProps<T> {
  /** The accessible name of the box (also shown as the placeholder when none is given). */
  label: string;
  /** Finds suggestions; `signal` aborts when a newer query replaces this one. */
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  renderItem: (item: T, state: { active: boolean }) => ReactNode;
  getKey: (item: T) => string | number;
  onSelect: (item: T) => void;
  /** When given, choosing a suggestion puts this text in the box. */
  itemToString?: (item: T) => string;
  /** Suggestions shown at most: 6 in the top-3 panel, 8 in chat, 5 in the DVD Club. */
  limit?: number;
  /** The box's text, when the parent keeps it (e.g. a form field); otherwise kept inside. */
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** Shown when a search fails; null hides failures (title suggestions just go quiet). */
  errorText?: string | null;
  emptyText?: string;
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  inputClassName?: string;
  /** Overrides the list's size, e.g. room for every suggestion without a scrollbar. */
  listClassName?: string;
}

/**
 * The search box with suggestions used by every search in the app. Generic over what it finds
 * and how it fetches: the caller passes `search` and `renderItem`. An ARIA 1.2 combobox: arrows
 * move through the list, Enter chooses, Escape closes.
 */
export function Typeahead<T>({
  label,
  search,
  renderItem,
  getKey,
  onSelect,
  itemToString,
  limit = 8,
  value,
  onValueChange,
  defaultValue = '',
  errorText = 'Search failed',
  emptyText = 'No matches',
  placeholder,
  id,
  name,
  disabled,
  autoFocus,
  className,
  inputClassName,
  listClassName,
}: TypeaheadProps<T>) {
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { results, status, request, cancel } = useDebouncedSearch({
    search,
    minChars: MIN_QUERY_LENGTH,
    debounceMs: DEBOUNCE_MS,
    limit,
  });
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const optionId = (i: number) => `${autoId}-option-${i}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // The highlighted suggestion belongs to one list of results: new results start unhighlighted.
  const [highlight, setHighlight] = useState<{ list: T[]; index: number }>({ list: results, index: -1 });
  const active = highlight.list === results ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ list: results, index });

  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (item: T) => {
    cancel();
    if (itemToString) setText(itemToString(item));
    close();
    onSelect(item);
  };

  const showError = status === 'error' && errorText !== null;
  // A silent failure shows nothing at all (docs/product.md §8: title suggestions quietly become empty).
  const hasPanel = status !== 'idle' && (status !== 'error' || showError);
  const expanded = open && hasPanel && text.trim().length >= MIN_QUERY_LENGTH;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(!expanded || active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        const item = expanded && active >= 0 ? results[active] : undefined;
        if (item === undefined) return;
        event.preventDefault(); // choose, rather than submit the surrounding form
        choose(item);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        // Tab moves on to the next field (never into the list), so the list goes at once.
        close();
        return;
    }
  };

  // The highlighted suggestion stays in sight when the list scrolls (the chat's longer results).
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className={cn('relative', className)}>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? label}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: only where the caller opens a search on purpose (e.g. a search panel)
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          request(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
        }}
        className={cn(fieldStyles, 'h-11', inputClassName)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        // Out of the tab order: Chrome would otherwise make a scrolling list a Tab stop of its own.
        tabIndex={-1}
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-md border-2 border-midnight-600 bg-midnight-900 py-1 shadow-tag',
          listClassName,
        )}
      >
        {results.map((item, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input, which keeps focus (aria-activedescendant)
          <div
            key={getKey(item)}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Keeps focus in the box, so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(item)}
            className={cn(
              'cursor-pointer px-3 py-2 text-ink',
              i === active
                ? 'bg-midnight-700 outline outline-1 -outline-offset-1 outline-neon-cyan'
                : 'hover:bg-midnight-800',
            )}
          >
            {renderItem(item, { active: i === active })}
          </div>
        ))}
      </div>
      {expanded && !results.length ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border-2 border-midnight-600 bg-midnight-900 px-3 py-2 text-muted shadow-tag">
          {showError ? (
            <p role="alert" className="text-danger">
              {errorText}
            </p>
          ) : status === 'loading' ? (
            <p>Searching…</p>
          ) : (
            <p>{emptyText}</p>
          )}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {expanded && status === 'done'
          ? results.length
            ? `${results.length} suggestion${results.length === 1 ? '' : 's'}`
            : emptyText
          : ''}
      </p>
    </div>
  );
}
