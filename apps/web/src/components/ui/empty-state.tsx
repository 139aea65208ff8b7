import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center dark:border-gray-700">
      {icon ? <div className="text-gray-500 dark:text-gray-400">{icon}</div> : null}
      <p className="text-base font-semibold text-gray-800 dark:text-gray-100">{title}</p>
      {children}
    </div>
  );
}
