import { Star } from 'lucide-react';
import { useFormat, useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

/**
 * A courier's or driver's smoothed score (the sellers' rule, ADR 074): '★ 4.3 (12)' to the eye, "Rated
 * 4.3 out of 5 from 12 ratings in the last 12 months" to a screen reader and as a tooltip; `none`
 * (e.g. 'New driver') before any rating.
 */
export function PersonScore({ score, count, none }: { score: number | null; count: number; none: string }) {
  const t = useT(controlsMessages);
  const f = useFormat();
  if (score === null) {
    return (
      <span className="inline-flex items-center gap-0.5">
        <Star aria-hidden="true" className="size-3.5 shrink-0 text-amber-500 dark:text-amber-400" />
        {none}
      </span>
    );
  }
  const shown = f.fixed(score, 1);
  const words = t('personRating', { score: shown, count });
  return (
    <span className="inline-flex items-center gap-0.5" title={words} data-testid="person-score">
      <Star aria-hidden="true" className="size-3.5 shrink-0 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        <span className="font-semibold">{shown}</span> ({f.number(count)})
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
