import { useId } from 'react';
import { notify } from '../../../lib/toast';

/** There is no newsletter yet: the form says so instead of pretending to subscribe. */
export function NewsletterForm() {
  const inputId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        notify.info('Our newsletter is coming soon. Thank you for your interest!');
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm text-gray-300">
        Get deals and news in your inbox.
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          className="min-h-11 w-full min-w-0 rounded-l-lg border border-gray-600 bg-gray-800 px-3 text-sm text-white placeholder:text-gray-400"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-r-lg bg-amber-400 px-4 text-sm font-semibold text-gray-950 hover:bg-amber-300">
          Subscribe
        </button>
      </div>
    </form>
  );
}
