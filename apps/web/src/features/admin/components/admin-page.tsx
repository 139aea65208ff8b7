import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

/** A section's page: its h1 (and the tab's title), a line under it, actions on the right. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  return (
    <div>
      <DocumentTitle title={t('console.documentTitle', { title })} />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A list page's Refresh: fetches its query again, busy (and disabled) while it fetches. */
export function RefreshButton({ query, children }: { query: { refetch: () => unknown; isFetching: boolean }; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
      aria-busy={query.isFetching || undefined}
    >
      {children}
    </Button>
  );
}
