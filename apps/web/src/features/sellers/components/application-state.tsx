import { useState } from 'react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { useApplicantProfile } from '../api/get-applicant-profile';
import { useSellerApplication } from '../api/get-seller-application';
import { useSellerSessionSync } from '../hooks/use-seller-session-sync';
import { applicationDefaults } from '../lib/application-form';
import { CourierCannotSell } from './courier-cannot-sell';
import { PendingApplication } from './pending-application';
import { RefusedApplication } from './refused-application';
import { AlreadySeller, SellerApproved } from './seller-approved';
import { SellerApplicationForm } from './seller-application-form';
import { SellerPerks } from './seller-perks';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

const loading = <Skeleton className="h-72 w-full rounded-2xl" />;

/**
 * Where the person stands: a seller already, a courier (who cannot sell), an application waiting or
 * refused, or the form. `onBecameSeller` runs when the account turns into a seller account here.
 */
export function ApplicationState({ onBecameSeller }: { onBecameSeller?: () => void }) {
  const t = useT(sellersMessages);
  const session = useSession();
  const query = useSellerApplication();
  const [applyingAgain, setApplyingAgain] = useState(false);
  const [sent, setSent] = useState(false);
  useSellerSessionSync(query.data?.is_seller, onBecameSeller);

  const data = query.data;
  const courier = session.status === 'signed-in' && session.user.userType.toUpperCase() === 'COURIER';
  const status = data?.application?.status;
  const showsForm = Boolean(data && !data.is_seller && !courier && status !== 'pending' && (status !== 'refused' || applyingAgain));
  const profile = useApplicantProfile(showsForm);

  if (query.isPending) return loading;
  if (query.isError)
    return <SectionError message={t('loadFailed', { message: query.error.message })} onRetry={() => void query.refetch()} />;
  const { application, is_seller: isSeller } = query.data;
  if (isSeller) return application?.status === 'approved' ? <SellerApproved application={application} focus={sent} /> : <AlreadySeller />;
  if (courier) return <CourierCannotSell />;
  if (application?.status === 'pending') return <PendingApplication application={application} focus={sent} />;
  if (application?.status === 'refused' && !applyingAgain)
    return <RefusedApplication application={application} onApplyAgain={() => setApplyingAgain(true)} />;
  // The profile only pre-fills the form: without it the form starts empty.
  if (profile.isPending && profile.fetchStatus !== 'idle') return loading;

  const previous: SellerApplication | null = application?.status === 'refused' ? application : null;
  const sentNow = (answer: SellerApplication) => {
    setSent(true);
    setApplyingAgain(false);
    if (answer.status === 'approved') onBecameSeller?.();
  };
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-4">
        <p className="text-lg text-gray-700 dark:text-gray-300">{t('perks.intro')}</p>
        <SellerPerks />
      </div>
      <div className="space-y-3">
        {previous ? <FormAlert tone="info">{t('previous', { reason: previous.reason || t('noReason') })}</FormAlert> : null}
        <SellerApplicationForm defaults={applicationDefaults(profile.data, previous)} autoFocus={applyingAgain} onSent={sentNow} />
      </div>
    </div>
  );
}
