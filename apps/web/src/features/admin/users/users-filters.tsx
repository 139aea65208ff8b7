import { useState } from 'react';
import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { USER_TYPES } from '@dwa/shared/catalogue';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { valueLabel } from '../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import type { UsersFilters } from './users-search';

/** Search by name, email or phone, with the type and status filters; applied on submit (keyed by the address, so Back resets it). */
export function UsersFiltersForm({ filters, onApply }: { filters: UsersFilters; onApply: (filters: UsersFilters) => void }) {
  const t = useT(adminMessages);
  const [draft, setDraft] = useState(filters);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form
      role="search"
      aria-label={t('users.search')}
      onSubmit={submit}
      className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField label={t('users.query')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={draft.q}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('users.type')}>
        {(control) => (
          <select
            {...control}
            value={draft.userType}
            onChange={(event) => setDraft({ ...draft, userType: event.target.value as UsersFilters['userType'] })}
            className={inputClasses}
          >
            <option value="">{t('users.allTypes')}</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {valueLabel(t, type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('users.status')}>
        {(control) => (
          <select
            {...control}
            value={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.value as UsersFilters['active'] })}
            className={inputClasses}
          >
            <option value="">{t('users.anyStatus')}</option>
            <option value="true">{t('users.active')}</option>
            <option value="false">{t('users.deactivated')}</option>
          </select>
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {t('users.submit')}
      </Button>
    </form>
  );
}
