import { Skeleton } from '../../../components/ui/skeleton';

/** `wide`: takes a whole row (money); `quiet`: words rather than a figure ('No ratings yet'), in smaller type. */
export type Figure = { label: string; value: string; wide?: boolean; quiet?: boolean };

/**
 * Statistic tiles, the value above its label. A value never breaks inside ('GH¢ 60.00'). `rows`: on
 * phones the tiles become rows (label left, value right) and sit side by side from `sm` up.
 */
export function Figures({ figures, layout, pending = false }: { figures: Figure[]; layout: 'rows' | 'pairs'; pending?: boolean }) {
  return (
    <dl className={`grid gap-2 ${layout === 'rows' ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2'}`}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={`flex min-w-0 rounded-xl bg-gray-50 p-3 dark:bg-gray-800/60 ${figure.wide ? 'col-span-2' : ''} ${
            layout === 'rows'
              ? 'items-center justify-between gap-3 sm:flex-col-reverse sm:items-start sm:justify-start sm:gap-0'
              : 'flex-col-reverse'
          }`}
        >
          <dt className="text-xs text-gray-600 dark:text-gray-400">{figure.label}</dt>
          <dd
            className={
              figure.quiet ? 'text-sm font-semibold text-gray-700 dark:text-gray-300' : 'text-base font-bold whitespace-nowrap sm:text-lg'
            }
          >
            {pending ? <Skeleton className="h-6 w-12" /> : figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
