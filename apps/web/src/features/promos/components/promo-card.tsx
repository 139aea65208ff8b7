import { Link } from '../../../lib/router';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { discountText, stateLabel, stateTone, termsLines, usesText } from '../lib/promo-text';
import type { Promo } from '../types';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

/** One promo in a list: its code (the link to its detail), what it takes off, its rules, uses and state. */
export function PromoCard({ promo }: { promo: Promo }) {
  const f = useFormat();
  const t = useT(promosMessages);
  return (
    <li
      aria-label={t('card.label', { code: promo.code })}
      className="relative flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:border-emerald-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-500"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.discountsPromos.getHref(undefined, { promo: promo.id })}
            className="font-mono text-base font-bold tracking-wide after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            {promo.code}
          </Link>
          <Badge tone={stateTone(promo.state)}>{stateLabel(t, promo.state)}</Badge>
        </div>
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{discountText(t, f, promo)}</p>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {termsLines(t, f, promo).join(' · ')} · {usesText(t, promo)}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
    </li>
  );
}
