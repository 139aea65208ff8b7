import { MOMO_NETWORKS, MOMO_NETWORK_LABELS, type MomoNetwork } from '@dwa/shared/momo';
import { inputClasses } from '../../../components/ui/input-classes';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { useT } from '../../../lib/i18n/i18n-context';

export type MomoChoice = { network: MomoNetwork | ''; number: string };

/**
 * The Mobile Money network and number, as two cells of the caller's grid: when requesting a ride
 * (no network chosen yet) and when paying again after a declined prompt.
 */
export function MomoFields({
  id,
  value,
  onChange,
  numberHint,
}: {
  id: string;
  value: MomoChoice;
  onChange: (next: MomoChoice) => void;
  numberHint: string;
}) {
  const t = useT(ridesRiderMessages);
  return (
    <>
      <div>
        <label htmlFor={`${id}-network`} className="mb-1 block text-sm font-medium">
          {t('momo.network')}
        </label>
        <select
          id={`${id}-network`}
          className={inputClasses}
          value={value.network}
          onChange={(e) => onChange({ ...value, network: e.target.value as MomoNetwork })}
          required
        >
          {value.network === '' ? (
            <option value="" disabled>
              {t('momo.choose')}
            </option>
          ) : null}
          {MOMO_NETWORKS.map((item) => (
            <option key={item} value={item}>
              {MOMO_NETWORK_LABELS[item]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-number`} className="mb-1 block text-sm font-medium">
          {t('momo.number')}
        </label>
        <input
          id={`${id}-number`}
          type="tel"
          inputMode="tel"
          className={inputClasses}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
          placeholder={numberHint}
        />
      </div>
    </>
  );
}
