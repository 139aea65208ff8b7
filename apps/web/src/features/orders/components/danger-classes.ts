// Buttons that cancel or refuse: red, in both themes (the UI kit's Button has no danger variant).

const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const DANGER_SOLID = `${BASE} min-h-11 px-4 text-sm bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400`;

export function dangerOutline(size: 'sm' | 'md' = 'md'): string {
  return `${BASE} ${size === 'sm' ? 'min-h-9 px-3 text-sm' : 'min-h-11 px-4 text-sm'} border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/50`;
}
