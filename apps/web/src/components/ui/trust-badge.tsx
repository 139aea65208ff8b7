import type { LucideIcon } from 'lucide-react';

/**
 * A trust badge (issue 32): what was checked about a person, shown only when true, with one line
 * saying what the check proves. The words come from the caller's catalog.
 */
export function TrustBadge({
  icon: Icon,
  label,
  explanation,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  explanation: string;
  testId: string;
}) {
  return (
    <div className="mt-1" data-testid={testId}>
      <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{explanation}</p>
    </div>
  );
}
