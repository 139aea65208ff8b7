import { Link } from '../../../lib/router';
import { CircleCheck } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

/** Recent Ads shows the new post at once when it arrives with ?posted=1 (the stamp defeats caches). */
export function recentAdsHref(now = Date.now()): string {
  return `${paths.classifieds.getHref()}?posted=1&_ts=${now}`;
}

export function PostSuccess({
  listing,
  onPostAnother,
  onViewRecent,
}: {
  listing: Listing;
  onPostAnother: () => void;
  onViewRecent: () => void;
}) {
  const t = useT(postingMessages);
  const pending = listing.status === 'pending';
  return (
    <section
      aria-labelledby="success-heading"
      className="flex flex-col items-center gap-4 rounded-2xl border border-gray-200 px-4 py-10 text-center dark:border-gray-800"
    >
      <CircleCheck aria-hidden="true" className="size-14 text-emerald-600 dark:text-emerald-400" />
      <h2 id="success-heading" tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('success.title')}
      </h2>
      <p className="max-w-md text-gray-700 dark:text-gray-300">
        {t(pending ? 'success.pending' : 'success.live', { title: listing.title })}
      </p>
      {pending && listing.moderation_reason ? (
        <p className="max-w-md rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
          {listing.moderation_reason}
        </p>
      ) : null}
      <Link
        to={paths.listing.getHref(listing.id)}
        className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
      >
        {t('success.view')}
      </Link>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onPostAnother}>{t('success.another')}</Button>
        <Button variant="outline" onClick={onViewRecent}>
          {t('success.recent')}
        </Button>
        <Link to={paths.manageListings.getHref()} className={buttonClasses('outline')}>
          {t('success.manage')}
        </Link>
      </div>
    </section>
  );
}
