import { Suspense, lazy } from 'react';
import { Link } from '../../../lib/router';
import { Bike } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNearScreen } from '../../../hooks/use-near-screen';
import type { AreaKey } from '../../../lib/i18n/area';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCourierApplication } from '../api/get-courier-application';

// The section sits at the foot of the landing: a signed-in person's application (its two requests
// and the form's code) loads when the section comes near the screen, or at once when a link
// (#delivery-courier) scrolls there.
const CourierApplicationState = lazy(() =>
  import('./courier-application-state').then((module) => ({ default: module.CourierApplicationState })),
);

const PERKS: AreaKey<typeof deliveryCourierMessages>[] = ['perk.hours', 'perk.fare', 'perk.paid'];

function Perks() {
  const t = useT(deliveryCourierMessages);
  return (
    <ul className="space-y-2 text-gray-700 dark:text-gray-300">
      {PERKS.map((perk) => (
        <li key={perk} className="flex gap-2">
          <Bike aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          {t(perk)}
        </li>
      ))}
    </ul>
  );
}

function ApplicationWhenNear() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  // The application is asked for beside the code, not after it.
  useCourierApplication(near);
  const placeholder = <Skeleton className="h-40 w-full" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <CourierApplicationState />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** 'Become a Courier': the pitch, then the application form (signed in) or its state. */
export function CourierSection({ signedIn }: { signedIn: boolean }) {
  const t = useT(deliveryCourierMessages);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <p className="text-lg text-gray-700 dark:text-gray-300">{t('pitch')}</p>
        <Perks />
      </div>
      {signedIn ? (
        <ApplicationWhenNear />
      ) : (
        <div className="space-y-3 rounded-2xl bg-gray-50 p-5 dark:bg-gray-900">
          <p className="font-semibold">{t('signIn')}</p>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('signIn.text')}</p>
          <Link to={paths.signin.getHref(paths.delivery.getHref('courier'))} className={buttonClasses('primary')}>
            {t('signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
