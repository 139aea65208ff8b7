const kbd = 'rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-xs text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';

/** The queue's keys in one line: j/k or the arrows move, then each letter and what it does. */
export function KeyHelp({ actions = [] }: { actions?: [key: string, what: string][] }) {
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      Keys: <kbd className={kbd}>j</kbd> or <kbd className={kbd}>↓</kbd> next, <kbd className={kbd}>k</kbd> or <kbd className={kbd}>↑</kbd> previous
      {actions.map(([key, what]) => (
        <span key={key}>
          , <kbd className={kbd}>{key}</kbd> {what}
        </span>
      ))}
      .
    </p>
  );
}
