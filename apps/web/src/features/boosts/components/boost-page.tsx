import { CircleX, Smartphone, Sparkles } from 'lucide-react';
import type { Boost } from '@dwa/shared/boosts';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { boostsMessages } from '../../../lib/i18n/catalogs/boosts';
import { useBoostListing, useBoostPrices, useListingBoosts } from '../api/boosts-api';
import { buyableKinds, canBuy } from '../lib/boost-choice';
import { BoostForm } from './boost-form';
import { BoostHistory } from './boost-history';

/** The newest boost's state, said as a panel: the prompt to approve, a failed payment, or a running boost. */
function LatestState({ boost }: { boost: Boost }) {
  const t = useT(boostsMessages);
  const f = useFormat();
  const amount = f.cedis(boost.amount, 'ghc');
  if (boost.status === 'pending') {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
      >
        <Smartphone aria-hidden="true" className="size-8 shrink-0 text-amber-800 dark:text-amber-300" />
        <div>
          <p className="font-semibold">{t('pending.title')}</p>
          <p className="text-sm text-gray-800 dark:text-gray-200">{t('pending.text', { amount })}</p>
        </div>
      </div>
    );
  }
  if (boost.status === 'failed') {
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40">
        <CircleX aria-hidden="true" className="size-8 shrink-0 text-red-700 dark:text-red-400" />
        <div>
          <p className="font-semibold">{t('failed.title')}</p>
          {boost.payment?.failure_reason ? (
            <p className="text-sm text-gray-800 dark:text-gray-200">{boost.payment.failure_reason}</p>
          ) : null}
          <p className="text-sm text-gray-800 dark:text-gray-200">{t('failed.text')}</p>
        </div>
      </div>
    );
  }
  if (boost.status === 'active' && boost.ends_at) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/40"
      >
        <Sparkles aria-hidden="true" className="size-8 shrink-0 text-emerald-800 dark:text-emerald-300" />
        <div>
          <p className="font-semibold">{t('active.title')}</p>
          <p className="text-sm text-gray-800 dark:text-gray-200">
            {t(`kind.${boost.kind}`)} · {t('active.until', { date: f.date(boost.ends_at, 'dateTime') })}
          </p>
        </div>
      </div>
    );
  }
  return null;
}

/**
 * /listing/:id/boost: the owner buys a Featured or Urgent boost for their ad and follows its payment
 * (ADR 072); with one kind running, the form offers the other (ADR 076).
 */
export function BoostPage({ listingId }: { listingId: string }) {
  const t = useT(boostsMessages);
  const listing = useBoostListing(listingId);
  const prices = useBoostPrices();
  const boosts = useListingBoosts(listingId);
  const back = (
    <Link to={paths.manageListings.getHref()} className={buttonClasses('outline', 'sm')}>
      {t('back')}
    </Link>
  );

  let body;
  if (listing.isPending || prices.isPending || boosts.isPending) body = <Spinner label={t('loading')} />;
  else if (listing.isError || prices.isError || boosts.isError) {
    const problem = listing.error ?? prices.error ?? boosts.error;
    body = (
      <SectionError
        message={failureText(problem, t('loadFailed'))}
        onRetry={() => {
          void listing.refetch();
          void prices.refetch();
          void boosts.refetch();
        }}
      />
    );
  } else if (!listing.data.is_owner) body = <FormAlert>{t('notOwner')}</FormAlert>;
  else {
    const list = boosts.data.results;
    const latest = list[0];
    const kinds = buyableKinds(listing.data.status, list);
    body = (
      <div className="space-y-6">
        {latest ? <LatestState boost={latest} /> : null}
        {canBuy(listing.data.status, list) ? (
          <BoostForm
            key={kinds.join()}
            listingId={listing.data.id}
            prices={prices.data}
            phone=""
            kinds={kinds}
            running={list.filter((boost) => boost.status === 'active')}
          />
        ) : null}
        {listing.data.status !== 'active' ? <FormAlert tone="info">{t('notActive')}</FormAlert> : null}
        <BoostHistory boosts={list} />
      </div>
    );
  }

  return (
    <Page title={t('title')} description={listing.data ? t('intro', { title: listing.data.title }) : undefined} actions={back}>
      <div className="mx-auto max-w-xl">{body}</div>
    </Page>
  );
}
