import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';

export function SearchForm({ className = '' }: { className?: string }) {
  const inputId = useId();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  const [query, setQuery] = useState(current);
  const [shown, setShown] = useState(current);
  const input = useRef<HTMLInputElement>(null);
  if (shown !== current) {
    setShown(current);
    setQuery(current);
  }

  // Words typed before the page was live are in the box, not in the state (hydration leaves the
  // box as it is): the state takes them up, and a search sends what the box shows (ADR 071).
  useEffect(() => {
    if (input.current && input.current.value !== query) setQuery(input.current.value);
    // Once, as the page goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(paths.listings.getHref({ q: (input.current?.value ?? query).trim() }));
  }

  return (
    <form role="search" action={paths.listings.path} onSubmit={onSubmit} className={`relative flex ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="inline-flex min-h-11 items-center justify-center rounded-e-lg bg-emerald-700 px-4 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
