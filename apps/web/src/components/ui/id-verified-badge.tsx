import { IdCard } from 'lucide-react';

/**
 * The 'ID verified' badge (issue 32, ADR 069): shown only when the person's Ghana Card and selfie
 * were checked (by the ID provider or a Dwa reviewer), with a line saying what that checked. The
 * words come from the caller's catalog; the card itself is never shown.
 */
export function IdVerifiedBadge({ label, explanation }: { label: string; explanation: string }) {
  return (
    <div className="mt-1" data-testid="id-verified">
      <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <IdCard aria-hidden="true" className="size-4" />
        {label}
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{explanation}</p>
    </div>
  );
}
