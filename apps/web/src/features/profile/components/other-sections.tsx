import { Link } from '../../../lib/router';
import { Construction } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTheme } from '../../../hooks/use-theme';
import type { Theme } from '../../../lib/theme';
import type { Profile } from '../api/get-profile';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';
import { RadioPills } from '../../../components/ui/radio-pills';

/** The menu's other entries: only Theme works; the rest say plainly that they are not built yet. */
export function OtherSection({ id, label, profile }: { id: string; label: string; profile: Profile }) {
  const t = useT(profileMessages);
  if (id === 'theme') return <ThemeSection />;
  const until = aroundSlot(t('password.until', { link: SLOT }));
  return (
    <section aria-labelledby="profile-section-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="profile-section-title" className="text-xl font-bold">
        {label}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-gray-700 dark:text-gray-300">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        {t('soon', { section: label })}
      </p>
      {id === 'verification' ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">{profile.is_verified ? t('verified') : t('notVerified')}</p>
      ) : null}
      {id === 'password' ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          {until[0]}
          <Link
            to={paths.signin.getHref()}
            state={{ step: 'forgot' }}
            className="font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {t('password.forgot')}
          </Link>
          {until[1]}
        </p>
      ) : null}
    </section>
  );
}

const THEMES = [
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
] as const satisfies readonly { value: Theme; label: string }[];

function ThemeSection() {
  const t = useT(profileMessages);
  const shell = useT();
  const { theme, setTheme } = useTheme();
  return (
    <section className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <fieldset>
        <legend className="text-xl font-bold">{t('menu.theme')}</legend>
        <p className="mt-1 text-gray-700 dark:text-gray-300">{t('theme.saved')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <RadioPills
            name="theme"
            options={THEMES.map((option) => ({ value: option.value, label: shell(option.label) }))}
            value={theme}
            onChange={setTheme}
          />
        </div>
      </fieldset>
    </section>
  );
}
