import { useId, useRef } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { changeDigit, eraseDigit, fillDigits } from './otp-digits';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';
import { Issue } from './issue';

type OtpInputProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  label?: string;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * One box per digit: digits only, typing moves on, Backspace goes back, a pasted or autofilled code
 * fills every box.
 */
export function OtpInput({ digits, onChange, label, error, disabled, autoFocus }: OtpInputProps) {
  const labelId = useId();
  const t = useT(controlsMessages);
  const errorId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const input = refs.current[index];
    input?.focus();
    input?.select();
  };

  const apply = ({ digits: next, focus: at }: { digits: string[]; focus: number }) => {
    onChange(next);
    // At once, not after the render: a fast typist's (or a keyboard app's) next digit must land in the next box.
    focus(at);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  // One digit typed over a box's selected digit: when it is the same digit the value does not
  // change, so no change event comes and the focus would stay while the next digit overwrote this
  // box (retyping a code over a wrong one). Each typed digit is applied here instead; longer text
  // (autofill, a keyboard's suggestion) still goes through onChange.
  const onBeforeInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const data = (event as unknown as { data?: string | null }).data;
    if (!data || !/^\d$/.test(data)) return;
    event.preventDefault();
    apply(changeDigit(digits, index, data));
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(fillDigits(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        {label ?? t('verificationCode')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex justify-between gap-1.5 sm:gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('digit', { index: index + 1, count: digits.length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => apply(changeDigit(digits, index, event.currentTarget.value))}
            onKeyDown={onKeyDown(index)}
            onBeforeInput={onBeforeInput(index)}
            onPaste={onPaste(index)}
            className="h-12 w-full min-w-0 max-w-12 rounded-lg border border-gray-300 bg-white text-center text-xl font-semibold text-gray-900 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600 aria-invalid:border-red-600 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:focus:border-emerald-400 dark:focus:outline-emerald-400 dark:aria-invalid:border-red-400"
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          <Issue text={error} />
        </p>
      ) : null}
    </div>
  );
}
