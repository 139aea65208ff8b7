import { Copy, TicketPercent } from 'lucide-react';
import type { Deal } from '@dwa/shared/commerce';
import { notify } from '../../../lib/toast';
import { dealEnds, dealMinimum, dealOff, dealSeller } from '../lib/deal-text';
import { useFormat } from '../../../lib/i18n/i18n-context';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(`Code ${code} copied. Enter it at checkout.`);
  } catch {
    notify.error(`Could not copy the code. Enter ${code} at checkout.`);
  }
}

export function DealCard({ deal }: { deal: Deal }) {
  const f = useFormat();
  const minimum = dealMinimum(f, deal);
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
      <p className="flex items-center gap-2 text-lg font-extrabold text-gray-950 dark:text-white">
        <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        {dealOff(f, deal)}
      </p>
      <p className="text-sm text-gray-800 dark:text-gray-200">From {dealSeller(deal)}</p>
      {minimum ? <p className="text-sm text-gray-700 dark:text-gray-300">{minimum}</p> : null}
      <p className="text-xs text-gray-700 dark:text-gray-300">{dealEnds(f, deal.ends_at)}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <p className="min-w-0">
          <span className="sr-only">Code </span>
          <code className="rounded-md border border-dashed border-amber-600 bg-white px-2 py-1 font-mono text-sm font-bold tracking-wider text-gray-950 dark:border-amber-400 dark:bg-gray-900 dark:text-white">
            {deal.code}
          </code>
        </p>
        <button
          type="button"
          aria-label={`Copy code ${deal.code}`}
          onClick={() => void copyCode(deal.code)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-amber-900 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-900/60"
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </button>
      </div>
    </article>
  );
}
