import { MOMO_NETWORKS, MOMO_NETWORK_LABELS, type MomoNetwork } from '@dwa/shared/momo';
import { ChoiceFieldset } from './choice-fieldset';
import { RadioCard } from './radio-card';

/** The Mobile Money network, one card each (a boost's payment, a failed payment's retry); `name` groups the radios. */
export function NetworkChoice({
  legend,
  name,
  value,
  onChange,
  gridClassName,
}: {
  legend: string;
  name: string;
  value: MomoNetwork;
  onChange: (network: MomoNetwork) => void;
  gridClassName: string;
}) {
  return (
    <ChoiceFieldset legend={legend}>
      <div className={gridClassName}>
        {MOMO_NETWORKS.map((network) => (
          <RadioCard
            key={network}
            name={name}
            value={network}
            checked={value === network}
            onChange={() => onChange(network)}
            title={MOMO_NETWORK_LABELS[network]}
            className="px-2"
          />
        ))}
      </div>
    </ChoiceFieldset>
  );
}
