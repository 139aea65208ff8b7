import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { valueLabel } from '../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AUDIT_TARGET_TYPES, cleanAuditFilters } from './audit-filters';
import type { AuditFilters } from './audit-filters';

const KNOWN_ACTIONS = [
  'user.type_changed',
  'user.deactivated',
  'user.reactivated',
  'user.verified',
  'seller_application.approve',
  'seller_application.refuse',
  'listing.approved',
  'listing.rejected',
  'report.dismissed',
  'content_rule.created',
  'content_rule.deleted',
  'support_ticket.updated',
  'delivery.unlocked',
  'job.retry',
  'job.discard',
];

const EMPTY: AuditFilters = { action: '', actor_id: '', target_type: '', target_id: '', from: '', to: '' };

/** The audit log's filters; applied on submit (keyed by the address, so Back resets it). */
export function AuditFiltersForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const t = useT(adminMessages);
  const [draft, setDraft] = useState(filters);
  const actionsId = useId();
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(cleanAuditFilters(draft));
  }

  return (
    <form aria-label={t('audit.filters')} onSubmit={submit} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-3">
      <FormField
        label={t('audit.action')}
        hint={t('audit.actionHint', { example: 'user.deactivated' })}
        className="col-span-2 lg:col-span-1"
      >
        {(control) => (
          <>
            <input
              {...control}
              list={actionsId}
              value={draft.action}
              onChange={set('action')}
              maxLength={60}
              autoCapitalize="none"
              className={inputClasses}
            />
            <datalist id={actionsId}>
              {KNOWN_ACTIONS.map((action) => (
                <option key={action} value={action} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label={t('audit.target')} className="col-span-2 sm:col-span-1">
        {(control) => (
          <select {...control} value={draft.target_type} onChange={set('target_type')} className={inputClasses}>
            <option value="">{t('audit.any')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {valueLabel(t, type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('audit.targetId')} className="col-span-2 sm:col-span-1">
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.target_id}
            onChange={set('target_id')}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('audit.adminId')}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.actor_id}
            onChange={set('actor_id')}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('audit.from')}>
        {(control) => <input {...control} type="date" value={draft.from} onChange={set('from')} className={inputClasses} />}
      </FormField>
      <FormField label={t('audit.to')}>
        {(control) => <input {...control} type="date" value={draft.to} onChange={set('to')} className={inputClasses} />}
      </FormField>
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="ghost" onClick={() => onApply(EMPTY)}>
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
}
