import { X } from 'lucide-react';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { useTheme } from '../../../hooks/use-theme';
import { THEME_NOTICE_KEY } from './preferences';
import { useT } from '../../../lib/i18n/i18n-context';

export function ThemeNotice() {
  const [dismissed, setDismissed] = useLocalSetting<'yes' | 'no'>(THEME_NOTICE_KEY, 'no');
  const { theme } = useTheme();
  const t = useT();
  const [before = '', after = ''] = t('header.themeNotice', { button: '\u0001' }).split('\u0001');
  if (dismissed === 'yes') return null;
  return (
    <div className="bg-emerald-800 text-white dark:bg-emerald-950 dark:text-emerald-50">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm">
        <p className="flex-1">
          {before}
          <strong>{t(theme === 'dark' ? 'theme.light' : 'theme.dark')}</strong>
          {after}
        </p>
        <button
          type="button"
          aria-label={t('header.dismissThemeNotice')}
          onClick={() => setDismissed('yes')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
