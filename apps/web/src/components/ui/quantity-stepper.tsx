import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Minus, Plus } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

type Props = {
  /** 'Quantity', or 'Quantity of {item}' where several steppers share a page. */
  label: string;
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  /** The label is read out but not shown. */
  hideLabel?: boolean;
  onChange: (value: number) => void;
};

const stepClass =
  'inline-flex size-11 shrink-0 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-gray-100 dark:hover:bg-gray-800';

/** A whole number with − and + kept within min..max; a typed number applies on Enter or on leaving the field. */
export function QuantityStepper({ label, value, min = 1, max, disabled = false, hideLabel = false, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const top = Math.max(min, max);
  const clamp = (next: number) => Math.min(Math.max(next, min), top);
  const change = (next: number) => {
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(typed)) change(clamp(typed));
  };
  const t = useT(controlsMessages);
  // Inside a sentence: 'Decrease quantity'; German keeps its nouns' capital.
  const item = useI18n().locale === 'de' ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200'}>
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-900">
        <button
          type="button"
          aria-label={t('decrease', { item })}
          // Tapped twice before the page is live, it goes down twice (index.html's held taps).
          data-repeat-taps=""
          disabled={disabled || value <= min}
          onClick={() => change(clamp(value - 1))}
          className={stepClass}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={top}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
          className="h-11 w-14 border-x border-gray-300 bg-transparent text-center text-base font-semibold text-gray-900 [appearance:textfield] focus:outline-2 focus:outline-emerald-600 disabled:opacity-60 dark:border-gray-600 dark:text-gray-100 dark:focus:outline-emerald-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('increase', { item })}
          data-repeat-taps=""
          disabled={disabled || value >= top}
          onClick={() => change(clamp(value + 1))}
          className={stepClass}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
