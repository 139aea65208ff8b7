import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import type { IdVerification } from '@dwa/shared/verification';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { verificationMessages } from '../../../lib/i18n/catalogs/verification';
import { useVerification } from '../api/get-verification';
import { IdPhoto } from './id-photo';
import { VerificationForm } from './verification-form';

const ICONS = { none: ShieldQuestion, pending: Clock, verified: BadgeCheck, rejected: ShieldAlert } as const;
const TONES = {
  none: 'border-gray-200 dark:border-gray-700',
  pending: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40',
  verified: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
  rejected: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40',
} as const;

/** Where the check stands, in words and colour, with the reason of a rejection. */
function StatusCard({ check }: { check: IdVerification }) {
  const t = useT(verificationMessages);
  const f = useFormat();
  const Icon = ICONS[check.status];
  const last4 = check.card_last4 ?? '';
  return (
    <section
      aria-labelledby="id-status"
      data-testid="id-status"
      data-status={check.status}
      className={`rounded-xl border p-4 ${TONES[check.status]}`}
    >
      <h2 id="id-status" className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5" />
        {t(`status.${check.status}`)}
      </h2>
      <p className="mt-1 text-sm">{t(`${check.status}.text`, { last4 })}</p>
      {check.status === 'rejected' && check.reason ? (
        <p className="mt-1 text-sm font-medium">{t('rejected.reason', { reason: check.reason })}</p>
      ) : null}
      {check.status === 'rejected' ? <p className="mt-1 text-sm">{t('rejected.again')}</p> : null}
      {check.submitted_at && check.status !== 'none' ? (
        <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">{t('submitted', { date: f.date(check.submitted_at) })}</p>
      ) : null}
    </section>
  );
}

function Photos({ check }: { check: IdVerification }) {
  const t = useT(verificationMessages);
  if (check.status === 'none') return null;
  const { selfie, card } = check.photos;
  if (!selfie && !card) return <p className="text-sm text-gray-600 dark:text-gray-400">{t('photos.deleted')}</p>;
  return (
    <section aria-labelledby="id-photos">
      <h2 id="id-photos" className="mb-2 font-semibold">
        {t('photos.title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {selfie ? <IdPhoto src={selfie} alt={t('photos.selfie')} unavailable={t('photos.unavailable')} /> : null}
        {card ? <IdPhoto src={card} alt={t('photos.card')} unavailable={t('photos.unavailable')} /> : null}
      </div>
    </section>
  );
}

/** /account/verification: a seller verifies their identity (not started, pending, verified, rejected). */
export function VerifyIdentityPage() {
  const t = useT(verificationMessages);
  const session = useSession();
  const check = useVerification();
  const seller = session.status === 'signed-in' && session.isSeller;
  return (
    <Page title={t('title')} description={t('description')}>
      <div className="max-w-2xl space-y-5">
        {session.status === 'signed-in' && !seller ? (
          <p className="text-sm">
            {t('onlySellers')}{' '}
            <Link to={paths.becomeSeller.getHref()} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
              {t('becomeSeller')}
            </Link>
          </p>
        ) : check.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('loading')} className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : check.isError ? (
          <SectionError message={failureText(check.error, t('error'))} onRetry={() => void check.refetch()} />
        ) : (
          <>
            <StatusCard check={check.data} />
            <Photos check={check.data} />
            {check.data.status === 'none' || check.data.status === 'rejected' ? <VerificationForm /> : null}
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('checked')}</p>
          </>
        )}
      </div>
    </Page>
  );
}
