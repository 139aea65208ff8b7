import { useState } from 'react';
import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { USER_TYPES } from '@dwa/shared/catalogue';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { titleCase } from '../lib/format';
import type { UsersFilters } from './users-search';

/** Search by name, email or phone, with the type and status filters; applied on submit (keyed by the address, so Back resets it). */
export function UsersFiltersForm({ filters, onApply }: { filters: UsersFilters; onApply: (filters: UsersFilters) => void }) {
  const [draft, setDraft] = useState(filters);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form role="search" aria-label="Users" onSubmit={submit} className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <FormField label="Name, email or phone">
        {(control) => (
          <input {...control} type="search" value={draft.q} maxLength={100} onChange={(event) => setDraft({ ...draft, q: event.target.value })} className={inputClasses} />
        )}
      </FormField>
      <FormField label="Account type">
        {(control) => (
          <select {...control} value={draft.userType} onChange={(event) => setDraft({ ...draft, userType: event.target.value as UsersFilters['userType'] })} className={inputClasses}>
            <option value="">All types</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {titleCase(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Status">
        {(control) => (
          <select {...control} value={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.value as UsersFilters['active'] })} className={inputClasses}>
            <option value="">Active and deactivated</option>
            <option value="true">Active</option>
            <option value="false">Deactivated</option>
          </select>
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
