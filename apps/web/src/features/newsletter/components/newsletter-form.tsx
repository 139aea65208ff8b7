import { useId, useState } from 'react';
import { ApiError } from '../../../lib/http';
import { useSubscribe } from '../api/subscribe';
import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';

/**
 * The footer's newsletter form. Subscribing mails a confirmation link (double opt-in); the answer
 * shows under the form, in words, and the address stays for a correction after an error.
 */
export function NewsletterForm() {
  const t = useT(footerMessages);
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribe();
  const error = subscription.error ? (subscription.error instanceof ApiError ? subscription.error.detail : t('newsletter.failed')) : null;
  const done = subscription.data?.message ?? null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (subscription.isPending) return;
        subscription.mutate(email, { onSuccess: () => setEmail('') });
      }}
      aria-describedby={messageId}
      className="flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm text-gray-300">
        {t('newsletter.lead')}
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="min-h-11 w-full min-w-0 rounded-l-lg border border-gray-600 bg-gray-800 px-3 text-sm text-white placeholder:text-gray-400"
        />
        <button
          type="submit"
          disabled={subscription.isPending}
          aria-busy={subscription.isPending || undefined}
          className="min-h-11 shrink-0 rounded-r-lg bg-amber-400 px-4 text-sm font-semibold text-gray-950 hover:bg-amber-300 disabled:opacity-70"
        >
          {subscription.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <div id={messageId} aria-live="polite" className="text-sm">
        {error ? (
          <p role="alert" className="text-red-300">
            {error}
          </p>
        ) : done ? (
          <p className="text-emerald-300">{done}</p>
        ) : null}
      </div>
    </form>
  );
}
