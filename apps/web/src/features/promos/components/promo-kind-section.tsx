import { Link } from '../../../lib/router';
import { Plus, TicketPercent, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { kindHint, kindLabel } from '../lib/promo-text';
import type { Promo, PromoKind } from '../types';
import { PromoCard } from './promo-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

export const KIND_ICONS = { order: TicketPercent, delivery: Truck } as const;

/** One kind's promos (the spec's Order promo and Delivery promo), 'No promos yet' while there are none, and Create promo. */
export function PromoKindSection({ kind, promos, headingLevel = 2 }: { kind: PromoKind; promos: Promo[]; headingLevel?: 2 | 3 }) {
  const t = useT(promosMessages);
  const Icon = KIND_ICONS[kind];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `promos-${kind}-title`;
  const create = (
    <Link
      to={paths.discountsPromos.getHref(undefined, { create: kind })}
      className={buttonClasses(promos.length === 0 ? 'primary' : 'outline', 'sm')}
      aria-label={t('createFor', { kind: kindLabel(t, kind) })}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('create')}
    </Link>
  );
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Heading id={id} className="flex items-center gap-2 text-lg font-bold">
            <Icon aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
            <Link to={paths.discountsPromos.getHref(kind)} className="hover:underline">
              {kindLabel(t, kind)}
            </Link>
          </Heading>
          <p className="text-sm text-gray-600 dark:text-gray-400">{kindHint(t, kind)}</p>
        </div>
        {promos.length > 0 ? create : null}
      </div>
      {promos.length === 0 ? (
        <EmptyState icon={<Icon aria-hidden="true" className="size-10" />} title={t('none')}>
          {create}
        </EmptyState>
      ) : (
        <ul aria-label={kindLabel(t, kind)} className="space-y-3">
          {promos.map((promo) => (
            <PromoCard key={promo.id} promo={promo} />
          ))}
        </ul>
      )}
    </section>
  );
}
