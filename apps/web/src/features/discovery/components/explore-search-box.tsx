import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { Search } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';

const DEBOUNCE_MS = 300;

type Props = {
  /** The search in the URL. */
  value: string;
  /** Typing pauses replace the URL entry (no history per keystroke); Enter adds one. */
  onSearch: (q: string, options: { replace: boolean }) => void;
  className?: string;
};

export function ExploreSearchBox({ value, onSearch, className = '' }: Props) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const t = useT(exploreMessages);
  const shell = useT();
  const input = useRef<HTMLInputElement>(null);
  // The URL changed from elsewhere (the header's search, Back, Clear Filters): show its words,
  // unless they are what is being typed (a trailing space must survive the debounce).
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  // Words typed before the page was live are in the box, not in the state (hydration leaves the
  // box as it is): the state takes them up, so the search runs (ADR 071).
  useEffect(() => {
    if (input.current && input.current.value !== text) setText(input.current.value);
    // Once, as the page goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim(), { replace: true }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      // Without JavaScript the form asks the server for the page of that search.
      action={paths.listings.path}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch((input.current?.value ?? text).trim(), { replace: false });
      }}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.input')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={shell('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-10 text-sm text-gray-900 placeholder:text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
      />
    </form>
  );
}
