import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useProblemText } from '../../lib/i18n/problem-text';

/**
 * A message above or below a form: errors are announced at once, notes politely. A shared sentence
 * (a check's message, the server's refusal) reads in the page's language.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const issue = useProblemText();
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
    success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
    info: 'border-gray-300 bg-gray-50 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200',
  }[tone];
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-2 rounded-lg border px-3 py-2 text-sm ${styles}`}>
      {tone === 'info' ? null : <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 whitespace-pre-line">{typeof children === 'string' ? issue(children) : children}</div>
    </div>
  );
}
