import type { ComponentProps } from 'react';
import { GENDERS } from '@dwa/shared/accounts';
import { FormField, inputClasses } from './form-field';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

/** The optional gender of sign-up and the profile, with its label and error; takes a <select>'s props (a form's register). */
export function GenderSelect({ error, ...props }: Omit<ComponentProps<'select'>, 'className' | 'children'> & { error?: string }) {
  const t = useT(controlsMessages);
  return (
    <FormField label={t('gender')} optional error={error}>
      {(control) => (
        <select {...control} {...props} className={inputClasses}>
          <option value="">{t('gender.none')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`gender.${gender}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
