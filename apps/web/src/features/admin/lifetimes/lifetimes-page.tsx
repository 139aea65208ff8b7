import { useState } from 'react';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../components/admin-page';
import { CategoryOverrides } from '../components/category-overrides';
import { parseDays, useListingTtls, useSetListingTtl } from './lifetimes-api';

/** /admin/lifetimes: how long a classified ad stays live, the default and each category's own (ADR 066). */
export function LifetimesPage() {
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const query = useListingTtls();
  const save = useSetListingTtl();
  const [announcement, setAnnouncement] = useState('');

  function clear(name: string) {
    save.mutate(
      { category: name, days: null },
      {
        onSuccess: () => setAnnouncement(t('lifetimes.cleared', { category: catalogue.category(name) })),
        onError: (problem) => setAnnouncement(failureText(problem, t('lifetimes.saveFailed'))),
      },
    );
  }

  let body;
  if (query.isPending) body = <Spinner label={t('lifetimes.loading')} />;
  else if (query.isError) body = <SectionError message={t('lifetimes.error')} onRetry={() => void query.refetch()} />;
  else {
    const ttls = query.data;
    body = (
      <CategoryOverrides
        ids={{ list: 'lifetimes-list', form: 'lifetimes-set' }}
        overrides={ttls.ttls}
        valueText={(own) => t('lifetimes.daysValue', { days: own ? own.days : ttls.default_days })}
        defaultText={t('lifetimes.defaultIs', { days: ttls.default_days })}
        words={{
          byCategory: t('lifetimes.byCategory'),
          column: t('lifetimes.days'),
          clearOf: (category) => t('lifetimes.clearOf', { category }),
          set: t('lifetimes.set'),
          field: t('lifetimes.days'),
          save: t('lifetimes.save'),
          saveFailed: t('lifetimes.saveFailed'),
        }}
        inputMode="numeric"
        read={(text) => {
          const days = parseDays(text);
          return days === null ? { error: t('lifetimes.daysInvalid') } : { value: days };
        }}
        save={(category, days, saving) => save.mutate({ category, days }, saving)}
        saving={save.isPending}
        onSaved={(category, days) => setAnnouncement(t('lifetimes.saved', { category: catalogue.category(category), days }))}
        clearing={save.isPending}
        onClear={clear}
      />
    );
  }

  return (
    <AdminPage title={t('lifetimes.title')} description={t('lifetimes.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      {body}
    </AdminPage>
  );
}
