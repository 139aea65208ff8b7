import { Store } from 'lucide-react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/failure-text';
import { useApplicantProfile } from '../api/get-applicant-profile';
import { BusinessProfileForm } from './business-profile-form';
import { NotificationChoices } from './notification-choices';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

/** /selling-preferences: the business profile and pickup address, and the sales notifications. */
export function SellingPreferencesPage() {
  const t = useT(sellersMessages);
  const session = useSession();
  const isSeller = session.status === 'signed-in' && session.isSeller;
  const profile = useApplicantProfile(isSeller);

  let body;
  if (session.status !== 'signed-in' || (isSeller && profile.isPending)) body = <Spinner label={t('prefs.loading')} />;
  else if (!isSeller) {
    body = (
      <EmptyState icon={<Store aria-hidden="true" className="size-10" />} title={t('prefs.notSeller.title')}>
        <p className="max-w-md text-gray-700 dark:text-gray-300">{t('prefs.notSeller.text')}</p>
        <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
          {t('prefs.notSeller.cta')}
        </Link>
      </EmptyState>
    );
  } else if (profile.isError || !profile.data) {
    body = (
      <div className="space-y-3">
        <FormAlert>{t('prefs.loadFailed', { message: failureText(profile.error, '') })}</FormAlert>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {t('prefs.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <BusinessProfileForm profile={profile.data} />
        <NotificationChoices />
        <section aria-labelledby="payouts-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
          <h2 id="payouts-title" className="text-lg font-bold">
            {t('prefs.payouts.title')}
          </h2>
          <p className="mt-1 text-gray-700 dark:text-gray-300">{t('prefs.payouts.text')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.payoutMethod.getHref('seller')} className={buttonClasses('primary')}>
              {t('prefs.payouts.change')}
            </Link>
            <Link to={paths.earnings.getHref('seller')} className={buttonClasses('secondary')}>
              {t('prefs.payouts.earnings')}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <Page title={t('prefs.title')} description={t('prefs.description')}>
      {body}
    </Page>
  );
}
