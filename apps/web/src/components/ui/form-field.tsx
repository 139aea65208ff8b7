import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { inputClasses } from './input-classes';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';
import { useProblemText } from '../../lib/i18n/problem-text';

/** Props a control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export { inputClasses };

/** A label above a control, then its hint and its error; the control comes from `children`. */
export function FormField({
  label,
  hint,
  error,
  optional,
  className = '',
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const t = useT(controlsMessages);
  const issue = useProblemText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
        {optional ? <span className="font-normal text-gray-600 dark:text-gray-400"> {t('optional')}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {issue(error)}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string; optional?: boolean };

export function TextField({ label, hint, error, optional, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <input {...props} {...control} className={inputClasses} />}
    </FormField>
  );
}
