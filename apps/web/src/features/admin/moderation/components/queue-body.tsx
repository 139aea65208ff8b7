import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadMore } from '../../components/load-more';
import { KeyHelp } from './key-help';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** What the list needs of its paged query (TanStack Query's infinite query). */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/**
 * A reports queue as its query stands (the reported listings' and the reported reviews' tabs): a
 * spinner, an error with Retry, the empty state (where focus goes once the last item is decided),
 * or the items, with the `d` key's help while the queue is open and Load more below them.
 */
export function QueueBody<Group>({
  query,
  groups,
  open,
  labels,
  emptyIcon,
  emptyRef,
  onKeyDown,
  keyOf,
  children,
}: {
  query: PagedQuery;
  groups: readonly Group[];
  /** The open reports (not the resolved): the `d` key dismisses. */
  open: boolean;
  labels: { loading: string; error: string; empty: string; list: string };
  emptyIcon: ReactNode;
  emptyRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  keyOf: (group: Group) => number;
  children: (group: Group, index: number) => ReactNode;
}) {
  const t = useT(adminMessages);
  if (query.isPending) return <Spinner label={labels.loading} />;
  if (query.isError) return <SectionError message={labels.error} onRetry={() => void query.refetch()} />;
  if (groups.length === 0)
    return (
      <div ref={emptyRef} tabIndex={-1} className="outline-none">
        <EmptyState icon={emptyIcon} title={labels.empty} />
      </div>
    );
  return (
    <>
      {open ? <KeyHelp actions={[['d', t('keys.dismiss')]]} /> : null}
      <ul aria-label={labels.list} onKeyDown={onKeyDown} className="space-y-3">
        {groups.map((group, index) => (
          <li key={keyOf(group)}>{children(group, index)}</li>
        ))}
      </ul>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
    </>
  );
}
