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

/** /admin/rules: the banned words and patterns that send a new or edited listing to review. */
export function RulesPage() {
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
        setAnnouncement(`Deleted the rule “${rule.label}”.`);
      },
      onError: (error) => setDeleteError(error instanceof Error ? error.message : 'Could not delete the rule. Please try again.'),
    });
  }

  const rules = query.data?.pages.flatMap((page) => page.results) ?? [];
  let list;
  if (query.isPending) list = <Spinner label="Loading the content rules..." />;
  else if (query.isError) list = <SectionError message="Could not load the content rules." onRetry={() => void query.refetch()} />;
  else if (rules.length === 0)
    list = <EmptyState icon={<ListFilter aria-hidden="true" className="size-10" />} title="No content rules: every listing's text goes live as written." />;
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
    <AdminPage title="Content rules" description="A listing whose title or description matches a rule waits for review, with the rule shown to the moderator.">
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section aria-labelledby="rules-heading" className="min-w-0 space-y-3">
          <h2 id="rules-heading" className="text-lg font-bold">
            Rules{query.data ? ` (${rules.length}${query.hasNextPage ? '+' : ''})` : ''}
          </h2>
          {list}
        </section>
        <RuleForm onAdded={(rule) => setAnnouncement(`Added the rule “${rule.label}”.`)} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        confirmLabel="Delete rule"
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p className="break-words">
          Listings matching “{deleting?.label}” will no longer wait for review. Listings already waiting stay in the queue.
        </p>
        {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      </ConfirmDialog>
    </AdminPage>
  );
}
