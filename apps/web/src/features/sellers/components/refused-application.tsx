import { CircleX, RotateCcw } from 'lucide-react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../lib/application-text';
import { ViewHeading } from './view-heading';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

export function RefusedApplication({ application, onApplyAgain }: { application: SellerApplication; onApplyAgain: () => void }) {
  const f = useFormat();
  const t = useT(sellersMessages);
  return (
    <section
      aria-labelledby="seller-refused-title"
      className="space-y-3 rounded-2xl border border-gray-300 bg-gray-50 p-5 dark:border-gray-700 dark:bg-gray-900"
    >
      <ViewHeading id="seller-refused-title">
        <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700 dark:text-red-400" />
        {t('refused.title')}
      </ViewHeading>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('refused.text', { date: formatDay(f, application.created_at), business: application.business_name })}
      </p>
      <div className="rounded-xl border-l-4 border-red-600 bg-white p-3 text-sm dark:border-red-400 dark:bg-gray-950">
        <p className="font-semibold">{t('refused.reason')}</p>
        <p className="mt-1 break-words whitespace-pre-line">{application.reason || t('noReason')}</p>
      </div>
      <Button onClick={onApplyAgain}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('refused.again')}
      </Button>
    </section>
  );
}
