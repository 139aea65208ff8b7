import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../hooks/use-theme';
import { useT } from '../../lib/i18n/i18n-context';

/**
 * Its name is the mode it switches to: 'Light' while dark, 'Dark' while light. Both are drawn and
 * the page's theme (html.dark, set before the first paint) shows one: the server cannot know the
 * theme, and a page waiting for its first touch (ADR 099) names the right one before its app runs.
 */
export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  const t = useT();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
    >
      <Moon aria-hidden="true" size={16} className="dark:hidden" />
      <Sun aria-hidden="true" size={16} className="hidden dark:inline" />
      <span className="dark:hidden">{t('theme.dark')}</span>
      <span className="hidden dark:inline">{t('theme.light')}</span>
    </button>
  );
}
