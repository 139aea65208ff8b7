import type { ReactNode } from 'react';

/** One choice of a RadioPills group. */
export type PillOption<V extends string> = { value: V; label: ReactNode };

/**
 * Radio buttons as small pills side by side, each its own label's tap target, the chosen one
 * highlighted. The caller wraps them in their fieldset (legend, layout, error).
 */
export function RadioPills<V extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly PillOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return options.map((option) => (
    <label
      key={option.value}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950"
    >
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className="size-4 accent-emerald-700"
      />
      {option.label}
    </label>
  ));
}
