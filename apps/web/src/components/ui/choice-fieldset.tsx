import { useId } from 'react';
import type { ReactNode } from 'react';
import { Issue } from './issue';

/** A group of choices (radio cards) with its legend, a hint, and its error read out with it. */
export function ChoiceFieldset({
  legend,
  hint,
  error,
  className = '',
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className={className}>
      <legend className="mb-2 block text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Issue text={error} />
        </p>
      ) : null}
    </fieldset>
  );
}
