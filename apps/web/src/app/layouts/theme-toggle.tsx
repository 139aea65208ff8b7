import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../hooks/use-theme';
import { useT } from '../../lib/i18n/i18n-context';

/** Its name is the mode it switches to: 'Light' while dark, 'Dark' while light. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const t = useT();
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
    >
      <Icon aria-hidden="true" size={16} />
      {t(theme === 'dark' ? 'theme.light' : 'theme.dark')}
    </button>
  );
}
