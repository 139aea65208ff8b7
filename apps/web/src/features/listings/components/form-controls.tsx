import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context';
import { controlsMessages } from '../../../lib/i18n/catalogs/controls';
import { Issue } from '../../../components/ui/issue';

// Labelled inputs for the listing forms: the error is announced and tied to its field.

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800 dark:disabled:text-gray-400';
const border = (invalid: boolean) =>
  invalid
    ? 'border-red-600 dark:border-red-400'
    : 'border-gray-300 focus:border-emerald-600 dark:border-gray-600 dark:focus:border-emerald-400';

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
};

function Field({ label, error, hint, optional, children }: FieldProps) {
  const t = useT(controlsMessages);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
        {optional ? <span className="ml-1 font-normal text-gray-600 dark:text-gray-400">{t('optional')}</span> : null}
      </label>
      {children({ id, describedBy })}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          <Issue text={error} />
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; error?: string; hint?: string; optional?: boolean };

export function TextInput({ label, error, hint, optional, className = '', ...props }: Common & ComponentProps<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} ${border(Boolean(error))} ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}

export function TextArea({ label, error, hint, optional, className = '', ...props }: Common & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} ${border(Boolean(error))} ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectInput({
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  className = '',
  ...props
}: Common & ComponentProps<'select'> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} ${border(Boolean(error))} ${className}`}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
