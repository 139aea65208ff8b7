import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'title'> & { title: ReactNode; description?: ReactNode };

/** A radio button as a tappable card: its title, a line about it, the whole card its label. */
export function RadioCard({ title, description, disabled, className = '', ...input }: Props) {
  return (
    <label
      className={`flex min-h-11 gap-3 rounded-xl border border-gray-300 bg-white p-3 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-600 dark:bg-gray-900 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50 ${
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-emerald-600'
      } ${className}`}
    >
      <input type="radio" disabled={disabled} {...input} className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400" />
      <span className="min-w-0">
        <span className="block font-semibold text-gray-900 dark:text-gray-50">{title}</span>
        {description ? <span className="block text-sm text-gray-700 dark:text-gray-300">{description}</span> : null}
      </span>
    </label>
  );
}
