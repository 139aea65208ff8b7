import { useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** The search box of My sales: order number, item or recipient; Enter (or the button) searches. */
export function SalesSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const t = useT(ordersMessages);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the box (back button, Clear): show what it says.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative flex min-w-0 flex-1 gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-gray-500" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          title={t('search.title')}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-10 pl-10 text-base text-gray-900 placeholder:text-gray-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        {text ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <button type="submit" className="sr-only focus:not-sr-only focus:rounded-lg focus:border focus:px-3">
        {t('search.submit')}
      </button>
    </form>
  );
}
