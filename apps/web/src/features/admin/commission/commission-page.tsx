import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../components/admin-page';
import { CategoryOverrides } from '../components/category-overrides';
import { useCommissionRates, useSetCommissionRate } from './commission-api';
import { checkPercent } from './commission-form';

const percentText = (f: ReturnType<typeof useFormat>, percent: number) => `${f.number(percent)} %`;

/** /admin/commission: the platform's cut of each sale, delivery and ride; a category's own rate. */
export function CommissionPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const query = useCommissionRates();
  const save = useSetCommissionRate();
  const clear = useSetCommissionRate();
  const [clearing, setClearing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function confirmClear() {
    const category = clearing;
    if (!category) return;
    clear.mutate(
      { category, percent: null },
      {
        onSuccess: (rates) =>
          setAnnouncement(
            t('commission.cleared', { category: catalogue.category(category), percent: percentText(f, rates.default_percent) }),
          ),
        onError: (problem) => setAnnouncement(failureText(problem, t('commission.saveFailed'))),
        onSettled: () => setClearing(null),
      },
    );
  }

  let body;
  if (query.isPending) body = <Spinner label={t('commission.loading')} />;
  else if (query.isError) body = <SectionError message={t('commission.error')} onRetry={() => void query.refetch()} />;
  else {
    const rates = query.data;
    body = (
      <CategoryOverrides
        ids={{ list: 'commission-rates', form: 'commission-set' }}
        overrides={rates.rates}
        valueText={(own) => percentText(f, own ? own.percent : rates.default_percent)}
        defaultText={t('commission.defaultIs', { percent: percentText(f, rates.default_percent) })}
        words={{
          byCategory: t('commission.byCategory'),
          column: t('commission.rate'),
          clearOf: (category) => t('commission.clearOf', { category }),
          set: t('commission.set'),
          field: t('commission.percent'),
          save: t('commission.save'),
          saveFailed: t('commission.saveFailed'),
        }}
        hint={(own) =>
          own
            ? t('commission.nowOwn', { percent: percentText(f, own.percent) })
            : t('commission.nowDefault', { percent: percentText(f, rates.default_percent) })
        }
        inputMode="decimal"
        read={(text) => {
          const checked = checkPercent(text);
          return checked.error ? { error: t(checked.error, { max: '50' }) } : { value: checked.percent };
        }}
        save={(category, percent, saving) => save.mutate({ category, percent }, saving)}
        saving={save.isPending}
        onSaved={(category, percent) =>
          setAnnouncement(t('commission.saved', { category: catalogue.category(category), percent: percentText(f, percent) }))
        }
        clearing={clear.isPending}
        onClear={setClearing}
      />
    );
  }

  return (
    <AdminPage title={t('commission.title')} description={t('commission.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      {body}
      <ConfirmDialog
        open={clearing !== null}
        title={t('commission.clearTitle', { category: clearing ? catalogue.category(clearing) : '' })}
        confirmLabel={t('commission.clear')}
        cancelLabel={t('action.cancel')}
        busy={clear.isPending}
        onConfirm={confirmClear}
        onCancel={() => setClearing(null)}
      >
        <p>{t('commission.clearText', { percent: query.data ? percentText(f, query.data.default_percent) : '' })}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
