import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTheme } from '../../../hooks/use-theme';
import type { Theme } from '../../../lib/theme';
import type { Profile } from '../api/get-profile';

/** The menu's other entries: only Theme works; the rest say plainly that they are not built yet. */
export function OtherSection({ id, label, profile }: { id: string; label: string; profile: Profile }) {
  if (id === 'theme') return <ThemeSection />;
  return (
    <section aria-labelledby="profile-section-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="profile-section-title" className="text-xl font-bold">
        {label}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-gray-700 dark:text-gray-300">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        {label} settings are coming soon.
      </p>
      {id === 'verification' ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          {profile.is_verified ? 'Your email address is verified.' : 'Your email address is not verified yet: you will be asked for a code when you next sign in.'}
        </p>
      ) : null}
      {id === 'password' ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Until then, you can set a new password with{' '}
          <Link to={paths.signin.getHref()} state={{ step: 'forgot' }} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
            Forgot Password
          </Link>{' '}
          (we email you a code).
        </p>
      ) : null}
    </section>
  );
}

const THEMES: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function ThemeSection() {
  const { theme, setTheme } = useTheme();
  return (
    <section className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <fieldset>
        <legend className="text-xl font-bold">Theme</legend>
        <p className="mt-1 text-gray-700 dark:text-gray-300">Saved on this device.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {THEMES.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950"
            >
              <input
                type="radio"
                name="theme"
                value={option.value}
                checked={theme === option.value}
                onChange={() => setTheme(option.value)}
                className="size-4 accent-emerald-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
