import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { inputClasses } from './form-field';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

/** A password box with a show/hide button; takes the props of an <input> (and a FormField's). */
export function PasswordInput({ className = '', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const t = useT(controlsMessages);
  return (
    <div className={`relative ${className}`}>
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClasses} pr-12`} />
      <button
        type="button"
        // A toggle keeps one name; aria-pressed says whether the password is showing.
        aria-label={t('showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-gray-300 dark:hover:text-white"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
