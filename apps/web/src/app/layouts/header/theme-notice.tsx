import { X } from 'lucide-react';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { useTheme } from '../../../hooks/use-theme';
import { themeToggleLabel } from '../../../lib/theme';
import { THEME_NOTICE_KEY } from './preferences';

export function ThemeNotice() {
  const [dismissed, setDismissed] = useLocalSetting<'yes' | 'no'>(THEME_NOTICE_KEY, 'no');
  const { theme } = useTheme();
  if (dismissed === 'yes') return null;
  return (
    <div className="bg-emerald-800 text-white dark:bg-emerald-950 dark:text-emerald-50">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm">
        <p className="flex-1">
          Dark mode is here. Use the <strong>{themeToggleLabel(theme)}</strong> button at the top to switch themes.
        </p>
        <button
          type="button"
          aria-label="Dismiss theme notice"
          onClick={() => setDismissed('yes')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
