import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useDeletePromo } from '../api/delete-promo';
import { useUpdatePromo } from '../api/update-promo';
import { KIND_LABELS, cedis, discountText, stateLabel, stateTone, termsLines, usesText } from '../lib/promo-text';
import type { PromoDetail as Detail } from '../types';
import { useFormat } from '../../../lib/i18n/i18n-context';

function Usage({ promo }: { promo: Detail }) {
  const f = useFormat();
  return (
    <section aria-labelledby="promo-usage-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <h2 id="promo-usage-title" className="mb-3 text-lg font-bold">
        Usage
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800/60">
          <dt className="text-sm text-gray-600 dark:text-gray-400">Uses</dt>
          <dd className="text-xl font-bold" data-testid="promo-uses">
            {usesText(promo)}
          </dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800/60">
          <dt className="text-sm text-gray-600 dark:text-gray-400">Discount given</dt>
          <dd className="text-xl font-bold whitespace-nowrap" data-testid="promo-discount-given">
            {cedis(f, promo.discount_given)}
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">Redemptions</h3>
      {promo.redemptions.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">Nobody has used this code yet.</p>
      ) : (
        <ul aria-label="Redemptions" className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {promo.redemptions.map((use) => (
            <li key={`${use.order_id}-${use.created_at}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link to={paths.order.getHref(use.order_id)} className="font-medium text-emerald-800 hover:underline dark:text-emerald-300">
                  Order {use.order_number}
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
  const navigate = useNavigate();
  const update = useUpdatePromo();
  const remove = useDeletePromo();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggle = () =>
    update.mutate(
      { id: promo.id, patch: { active: !promo.active } },
      { onSuccess: (saved) => notify.success(saved.active ? `${saved.code} is active again.` : `${saved.code} is paused.`), onError: (error) => notify.error(error.message) },
    );

  const destroy = () =>
    remove.mutate(promo.id, {
      onSuccess: () => {
        notify.success(`${promo.code} deleted.`);
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
            <Badge tone={stateTone(promo.state)}>{stateLabel(promo.state)}</Badge>
          </div>
          <p className="text-gray-700 dark:text-gray-300">
            {KIND_LABELS[promo.kind]}: {discountText(f, promo)}
          </p>
          <ul className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {termsLines(f, promo).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.discountsPromos.getHref(undefined, { promo: promo.id, edit: true })} className={buttonClasses('outline', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          <Button variant="outline" size="sm" onClick={toggle} disabled={update.isPending} aria-busy={update.isPending || undefined}>
            {promo.active ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {promo.active ? 'Pause' : 'Resume'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <Usage promo={promo} />
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${promo.code}?`}
        confirmLabel="Delete promo"
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>The code stops working at once. Orders that used it keep their discount.</p>
      </ConfirmDialog>
    </div>
  );
}
