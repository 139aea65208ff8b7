import { Copy, TicketPercent } from 'lucide-react';
import type { Deal } from '@dwa/shared/commerce';
import { notify } from '../../../lib/toast';
import { dealEnds, dealMinimum, dealOff, dealSeller } from '../lib/deal-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';
import type { AreaT } from '../../../lib/i18n/area';

async function copyCode(code: string, t: AreaT<(typeof shopMessages)['en']>) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(t('deal.copied', { code }));
  } catch {
    notify.error(t('deal.copyFailed', { code }));
  }
}

export function DealCard({ deal }: { deal: Deal }) {
  const f = useFormat();
  const t = useT(shopMessages);
  const minimum = dealMinimum(t, f, deal);
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
      <p className="flex items-center gap-2 text-lg font-extrabold text-gray-950 dark:text-white">
        <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        {dealOff(t, f, deal)}
      </p>
      <p className="text-sm text-gray-800 dark:text-gray-200">{t('deal.from', { seller: dealSeller(deal) })}</p>
      {minimum ? <p className="text-sm text-gray-700 dark:text-gray-300">{minimum}</p> : null}
      <p className="text-xs text-gray-700 dark:text-gray-300">{dealEnds(t, f, deal.ends_at)}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <p className="min-w-0">
          <span className="sr-only">{t('deal.code')} </span>
          <code className="rounded-md border border-dashed border-amber-600 bg-white px-2 py-1 font-mono text-sm font-bold tracking-wider text-gray-950 dark:border-amber-400 dark:bg-gray-900 dark:text-white">
            {deal.code}
          </code>
        </p>
        <button
          type="button"
          aria-label={t('deal.copyCode', { code: deal.code })}
          onClick={() => void copyCode(deal.code, t)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-amber-900 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-900/60"
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('deal.copy')}
        </button>
      </div>
    </article>
  );
}
