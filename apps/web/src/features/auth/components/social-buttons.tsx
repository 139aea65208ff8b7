import { useT } from '../../../lib/i18n/i18n-context';
import { authMessages } from '../../../lib/i18n/catalogs/auth';

// Google and Facebook sign-in are not built yet: the buttons say so instead of pretending.
const PROVIDERS = ['Google', 'Facebook'] as const;

export function SocialButtons() {
  const t = useT(authMessages);
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        {t('social.or')}
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <ul className="mt-4 grid gap-2">
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              disabled
              className="flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 text-sm text-gray-700 dark:border-gray-600 dark:text-gray-300"
            >
              <span aria-hidden="true" className="font-bold">
                {provider.charAt(0)}
              </span>
              {t('social.unavailable', { provider })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
