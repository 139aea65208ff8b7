import { passwordStrength } from '@dwa/shared/password';
import { SLOT, aroundSlot } from '../../lib/i18n/area';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

const COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-700 dark:bg-emerald-400'];

/** The spec's 0-4 password score as four bars and its label (Too short, Weak, Fair, Good, Strong). */
export function StrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const t = useT(controlsMessages);
  const label = t(`strength.${score}` as `strength.${0 | 1 | 2 | 3 | 4}`);
  const [before, after] = aroundSlot(t('strength', { label: SLOT }));
  return (
    <div className="mt-2">
      <div
        role="meter"
        aria-label={t('passwordStrength')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={`h-1.5 rounded-full ${bar <= score ? COLOURS[score] : 'bg-gray-200 dark:bg-gray-700'}`} />
        ))}
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {before}
        <span className="font-semibold">{label}</span>
        {after}
      </p>
    </div>
  );
}
