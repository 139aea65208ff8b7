import type { ReactNode } from 'react';

type Tone = 'success' | 'warning' | 'neutral' | 'danger' | 'brand';

const tones: Record<Tone, string> = {
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  danger: 'bg-red-600 text-white',
  brand: 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950',
};

export function Badge({
  tone = 'neutral',
  className = '',
  id,
  children,
}: {
  tone?: Tone;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <span id={id} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}
