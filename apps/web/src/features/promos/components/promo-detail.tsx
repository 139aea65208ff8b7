import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useDeletePromo } from '../api/delete-promo';
import { useUpdatePromo } from '../api/update-promo';
import { cedis, discountText, kindLabel, stateLabel, stateTone, termsLines, usesText } from '../lib/promo-text';
import type { PromoDetail as Detail } from '../types';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

function Usage({ promo }: { promo: Detail }) {
  const f = useFormat();
  const t = useT(promosMessages);
  return (
    <section
      aria-labelledby="promo-usage-title"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="promo-usage-title" className="mb-3 text-lg font-bold">
        {t('usage.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800/60">
          <dt className="text-sm text-gray-600 dark:text-gray-400">{t('usage.uses')}</dt>
          <dd className="text-xl font-bold" data-testid="promo-uses">
            {usesText(t, promo)}
          </dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800/60">
          <dt className="text-sm text-gray-600 dark:text-gray-400">{t('usage.given')}</dt>
          <dd className="text-xl font-bold whitespace-nowrap" data-testid="promo-discount-given">
            {cedis(f, promo.discount_given)}
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">{t('usage.redemptions')}</h3>
      {promo.redemptions.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('usage.none')}</p>
      ) : (
        <ul aria-label={t('usage.redemptions')} className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {promo.redemptions.map((use) => (
            <li key={`${use.order_id}-${use.created_at}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link to={paths.order.getHref(use.order_id)} className="font-medium text-emerald-800 hover:underline dark:text-emerald-300">
                  {t('usage.order', { number: use.order_number })}
                </Link>
                <p className="text-gray-600 dark:text-gray-400">
                  {use.buyer_name} · {f.date(use.created_at)}
                </p>
              </div>
              <span className="font-semibold whitespace-nowrap">−{cedis(f, use.discount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One promo: its terms, usage and redemptions; Edit, Pause or Resume, Delete. */
export function PromoDetailView({ promo }: { promo: Detail }) {
  const f = useFormat();
  const t = useT(promosMessages);
  const navigate = useNavigate();
  const update = useUpdatePromo();
  const remove = useDeletePromo();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggle = () =>
    update.mutate(
      { id: promo.id, patch: { active: !promo.active } },
      {
        onSuccess: (saved) => notify.success(t(saved.active ? 'detail.activeAgain' : 'detail.paused', { code: saved.code })),
        onError: (error) => notify.error(error.message),
      },
    );

  const destroy = () =>
    remove.mutate(promo.id, {
      onSuccess: () => {
        notify.success(t('detail.deleted', { code: promo.code }));
        void navigate(paths.discountsPromos.getHref(promo.kind), { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        notify.error(error.message);
      },
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono text-2xl font-bold tracking-wide">{promo.code}</h2>
            <Badge tone={stateTone(promo.state)}>{stateLabel(t, promo.state)}</Badge>
          </div>
          <p className="text-gray-700 dark:text-gray-300">
            {t('detail.kindLine', { kind: kindLabel(t, promo.kind), discount: discountText(t, f, promo) })}
          </p>
          <ul className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {termsLines(t, f, promo).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.discountsPromos.getHref(undefined, { promo: promo.id, edit: true })} className={buttonClasses('outline', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('detail.edit')}
          </Link>
          <Button variant="outline" size="sm" onClick={toggle} disabled={update.isPending} aria-busy={update.isPending || undefined}>
            {promo.active ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {t(promo.active ? 'detail.pause' : 'detail.resume')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('detail.delete')}
          </Button>
        </div>
      </div>
      <Usage promo={promo} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('detail.deleteTitle', { code: promo.code })}
        confirmLabel={t('detail.deletePromo')}
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('detail.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
