import { Smartphone } from 'lucide-react';

/**
 * The 'Phone verified' badge (issue 32): shown only when the person proved a mobile number with an
 * SMS code, with a line saying what that checked (the number, not the person). The words come
 * from the caller's catalog.
 */
export function PhoneVerifiedBadge({ label, explanation }: { label: string; explanation: string }) {
  return (
    <div className="mt-1" data-testid="phone-verified">
      <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <Smartphone aria-hidden="true" className="size-4" />
        {label}
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{explanation}</p>
    </div>
  );
}
