import { useId } from 'react';
import { Link } from '../../../lib/router';
import { Lock, PlusCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthToken } from '../../../hooks/use-session';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

export function SellerOptions() {
  const signedIn = Boolean(useAuthToken());
  const tipId = useId();
  const t = useT(landingMessages);
  const shell = useT();
  return (
    <section aria-labelledby="seller-options-title" className="rounded-3xl bg-emerald-800 p-5 text-white sm:p-8 dark:bg-emerald-950">
      <h2 id="seller-options-title" className="text-2xl font-bold tracking-tight">
        {t('options.title')}
      </h2>
      <p className="mt-2 text-emerald-50">{t('options.text')}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {signedIn ? (
          <Link to={paths.postListing.getHref()} className={buttonClasses('accent')}>
            <PlusCircle aria-hidden="true" className="size-5" />
            {t('options.post')}
          </Link>
        ) : (
          // aria-disabled rather than disabled: the button stays focusable, so its tooltip can be read.
          <span className="group relative inline-flex">
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={tipId}
              onClick={(event) => event.preventDefault()}
              className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-lg border border-dashed border-emerald-200/70 px-4 text-sm font-semibold text-emerald-50"
            >
              <Lock aria-hidden="true" className="size-4" />
              {t('options.post')}
            </button>
            <span
              role="tooltip"
              id={tipId}
              className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-gray-950 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              {t('options.signInToPost')}
            </span>
          </span>
        )}
        {signedIn ? (
          <Link to={paths.manageListings.getHref()} className={buttonClasses('inverse-outline')}>
            {shell('menu.manageListings')}
          </Link>
        ) : (
          <>
            <Link to={paths.signin.getHref()} className={buttonClasses('inverse-outline')}>
              {shell('header.signIn')}
            </Link>
            <Link to={paths.signup.getHref()} className={buttonClasses('inverse')}>
              {shell('header.signUp')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
