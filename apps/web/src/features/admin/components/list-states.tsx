import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';

/** A list's loading, error and empty states, or the list itself. */
export function ListStates({
  errorText,
  loadingText,
  pending,
  error,
  empty,
  emptyTitle,
  onRetry,
  children,
}: {
  errorText: string;
  loadingText: string;
  pending: boolean;
  error: boolean;
  empty: boolean;
  emptyTitle: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) return <SectionError message={errorText} onRetry={onRetry} />;
  if (pending) {
    return (
      <div role="status" aria-label={loadingText} className="space-y-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  if (empty) return <EmptyState icon={<Inbox aria-hidden="true" className="size-10" />} title={emptyTitle} />;
  return <>{children}</>;
}
