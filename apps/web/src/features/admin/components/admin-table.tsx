import type { ReactNode } from 'react';

/** A column head: its words, and `end` for a column of amounts (aligned to the end). */
export type AdminColumn = { label: ReactNode; end?: boolean; className?: string };

/**
 * The console's table of rows: named by `label` (a caption for screen readers), with `columns` for
 * heads and `children` for its rows. On a phone it scrolls in its box: focusable, so a keyboard can scroll it.
 */
export function AdminTable({ label, columns, children }: { label: string; columns: AdminColumn[]; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-900 dark:text-gray-300">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-3 py-3 ${column.end ? 'text-end' : 'text-start'} ${column.className ?? ''}`.trim()}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
