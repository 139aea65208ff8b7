import type { ComponentProps } from 'react';

/** One answer of 'How do you sell?', as a card with its hint. */
export function BusinessTypeChoice({ label, hint, ...input }: { label: string; hint: string } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-500 dark:has-checked:bg-emerald-950/40">
      <input type="radio" className="mt-1 size-4 shrink-0 accent-emerald-700" {...input} />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-gray-600 dark:text-gray-400">{hint}</span>
      </span>
    </label>
  );
}
