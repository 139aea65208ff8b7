import type { ComponentProps } from 'react';
import { GENDERS } from '@dwa/shared/accounts';
import { FormField, inputClasses } from './form-field';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The optional gender of sign-up and the profile, with its label and error; takes a <select>'s props (a form's register). */
export function GenderSelect({ error, ...props }: Omit<ComponentProps<'select'>, 'className' | 'children'> & { error?: string }) {
  return (
    <FormField label="Gender" optional error={error}>
      {(control) => (
        <select {...control} {...props} className={inputClasses}>
          <option value="">Prefer not to say</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {capitalise(gender)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
