import { useState } from 'react';
import { ListFilter } from 'lucide-react';
import type { ContentRule } from '@dwa/shared/moderation';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPage } from '../../components/admin-page';
import { LoadMore } from '../../components/load-more';
import { useContentRules } from '../api/get-content-rules';
import { useDeleteContentRule } from '../api/delete-content-rule';
import { RuleForm } from './rule-form';
import { RulesList } from './rules-list';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** /admin/rules: the banned words and patterns that send a new or edited listing to review. */
export function RulesPage() {
  const t = useT(adminMessages);
  const query = useContentRules();
  const remove = useDeleteContentRule();
  const [deleting, setDeleting] = useState<ContentRule | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function confirmDelete() {
    if (!deleting) return;
    const rule = deleting;
    remove.mutate(rule.id, {
      onSuccess: () => {
        setDeleting(null);
        setAnnouncement(t('rules.deleted', { label: rule.label }));
      },
      onError: (error) => setDeleteError(error instanceof Error ? error.message : t('rules.deleteFailed')),
    });
  }

  const rules = query.data?.pages.flatMap((page) => page.results) ?? [];
  let list;
  if (query.isPending) list = <Spinner label={t('rules.loading')} />;
  else if (query.isError) list = <SectionError message={t('rules.error')} onRetry={() => void query.refetch()} />;
  else if (rules.length === 0) list = <EmptyState icon={<ListFilter aria-hidden="true" className="size-10" />} title={t('rules.none')} />;
  else
    list = (
      <>
        <RulesList
          rules={rules}
          onDelete={(rule) => {
            setDeleteError(null);
            setDeleting(rule);
          }}
        />
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      </>
    );

  return (
    <AdminPage title={t('rules.title')} description={t('rules.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section aria-labelledby="rules-heading" className="min-w-0 space-y-3">
          <h2 id="rules-heading" className="text-lg font-bold">
            {query.data ? t('rules.headingCount', { count: `${rules.length}${query.hasNextPage ? '+' : ''}` }) : t('rules.heading')}
          </h2>
          {list}
        </section>
        <RuleForm onAdded={(rule) => setAnnouncement(t('rules.added', { label: rule.label }))} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('rules.deleteTitle')}
        confirmLabel={t('rules.deleteTitle')}
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p className="break-words">{t('rules.deleteText', { label: deleting?.label ?? '' })}</p>
        {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      </ConfirmDialog>
    </AdminPage>
  );
}
