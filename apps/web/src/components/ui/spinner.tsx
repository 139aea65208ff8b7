import { useT } from '../../lib/i18n/i18n-context';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-emerald-600 border-t-transparent motion-reduce:animate-none dark:border-emerald-400 dark:border-t-transparent"
      />
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </div>
  );
}
