import { useState, type FormEvent } from 'react';
import { BOOST_DAYS, BOOST_KINDS, type Boost, type BoostKind, type BoostPrices } from '@dwa/shared/boosts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../components/admin-page';
import { ListStates } from '../components/list-states';
import { readPrice, useAdminBoostPrices, useAdminBoosts, useRefundBoost, useSetBoostPrices } from './boosts-api';

type PriceKey = `${BoostKind}:${7 | 30}`;
const KEYS = BOOST_KINDS.flatMap((kind) => BOOST_DAYS.map((days) => `${kind}:${days}` as PriceKey));

function PricesForm({ prices, onSaved }: { prices: BoostPrices; onSaved: (text: string) => void }) {
  const t = useT(adminMessages);
  const save = useSetBoostPrices();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(prices.results.map((price) => [`${price.kind}:${price.days}`, String(price.amount)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const list = KEYS.map((key) => {
      const amount = readPrice(texts[key] ?? '');
      if (amount === null) found[key] = t('boosts.priceInvalid');
      const [kind, days] = key.split(':') as [BoostKind, string];
      return { kind, days: Number(days) as 7 | 30, amount: amount ?? 0 };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(list, {
      onSuccess: () => onSaved(t('boosts.saved')),
      onError: (problem) => onSaved(failureText(problem, t('boosts.saveFailed'))),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 className="text-lg font-semibold">{t('boosts.prices')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {KEYS.map((key) => {
          const [kind, days] = key.split(':') as [BoostKind, string];
          return (
            <TextField
              key={key}
              label={t('boosts.priceOf', { kind: t(`boosts.kind.${kind}`), days })}
              inputMode="decimal"
              value={texts[key] ?? ''}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
              error={errors[key]}
            />
          );
        })}
      </div>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {t('boosts.save')}
      </Button>
    </form>
  );
}

const TONES = { pending: 'warning', active: 'success', ended: 'neutral', failed: 'danger', refunded: 'neutral' } as const;

function BoostRow({ boost, onRefund }: { boost: Boost; onRefund: (boost: Boost) => void }) {
  const t = useT(adminMessages);
  const f = useFormat();
  const refundable = boost.status === 'active' || boost.status === 'ended';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900">
      <div className="min-w-0">
        <p className="font-medium break-words">{boost.listing_title}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('boosts.line', {
            kind: t(`boosts.kind.${boost.kind}`),
            days: boost.days,
            amount: f.cedis(boost.amount, 'ghc'),
            date: f.date(boost.created_at, 'dateTime'),
          })}
          {boost.receipt_number ? ` · ${boost.receipt_number}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={TONES[boost.status]}>{t(`boosts.status.${boost.status}`)}</Badge>
        {refundable ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRefund(boost)}
            aria-label={t('boosts.refundOf', { title: boost.listing_title })}
          >
            {t('boosts.refund')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/boosts: the price of each kind and duration, and the latest boosts with Refund (ADR 072). */
export function BoostsPage() {
  const t = useT(adminMessages);
  const f = useFormat();
  const prices = useAdminBoostPrices();
  const boosts = useAdminBoosts();
  const refund = useRefundBoost();
  const [target, setTarget] = useState<Boost | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function confirmRefund() {
    if (!target) return;
    const title = target.listing_title;
    refund.mutate(target.id, {
      onSuccess: () => setAnnouncement(t('boosts.refunded', { title })),
      onError: (problem) => setAnnouncement(failureText(problem, t('boosts.refundFailed'))),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <AdminPage title={t('boosts.title')} description={t('boosts.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <div className="space-y-6">
        {prices.isPending ? (
          <Spinner label={t('boosts.loading')} />
        ) : prices.isError ? (
          <SectionError message={t('boosts.error')} onRetry={() => void prices.refetch()} />
        ) : (
          <PricesForm prices={prices.data} onSaved={setAnnouncement} />
        )}
        <section aria-labelledby="admin-boosts-list" className="space-y-3">
          <h2 id="admin-boosts-list" className="text-lg font-semibold">
            {t('boosts.list')}
          </h2>
          <ListStates
            errorText={t('boosts.error')}
            loadingText={t('boosts.loading')}
            pending={boosts.isPending}
            error={boosts.isError}
            empty={(boosts.data?.results.length ?? 0) === 0}
            emptyTitle={t('boosts.empty')}
            onRetry={() => void boosts.refetch()}
          >
            <ul className="space-y-2">
              {boosts.data?.results.map((boost) => (
                <BoostRow key={boost.id} boost={boost} onRefund={setTarget} />
              ))}
            </ul>
          </ListStates>
        </section>
      </div>
      <ConfirmDialog
        open={target !== null}
        title={t('boosts.refundTitle')}
        confirmLabel={t('boosts.refund')}
        cancelLabel={t('boosts.cancel')}
        confirmVariant="danger"
        busy={refund.isPending}
        onConfirm={confirmRefund}
        onCancel={() => setTarget(null)}
      >
        {target ? t('boosts.refundText', { title: target.listing_title, amount: f.cedis(target.amount, 'ghc') }) : null}
      </ConfirmDialog>
    </AdminPage>
  );
}
