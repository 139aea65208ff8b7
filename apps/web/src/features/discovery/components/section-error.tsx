import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

/** A section that failed to load, with a retry; the rest of the page keeps working. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(classifiedsMessages);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="text-sm font-medium text-red-800 dark:text-red-200">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
