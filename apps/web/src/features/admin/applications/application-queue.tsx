import { useState, type ReactNode } from 'react';
import { notify } from '../../../lib/toast';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';

// What the seller and courier application lists share: the list with its states and 'Load more',
// and the decision being confirmed. Each list draws its own cards and dialogs.

type PagedList = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/** One queue: loading, error and empty states, or the cards (`children`), 'Load more' and the dialogs. */
export function ApplicationQueue({
  list,
  label,
  errorText,
  loadingText,
  empty,
  emptyTitle,
  dialogs,
  children,
}: {
  list: PagedList;
  label: string;
  errorText: string;
  loadingText: string;
  empty: boolean;
  emptyTitle: string;
  dialogs: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListStates
      errorText={errorText}
      loadingText={loadingText}
      pending={list.isPending}
      error={list.isError}
      empty={empty}
      emptyTitle={emptyTitle}
      onRetry={() => void list.refetch()}
    >
      <ul aria-label={label} className="space-y-3">
        {children}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      {dialogs}
    </ListStates>
  );
}

type Mutation<Input> = { mutate: (input: Input, options: { onSuccess: () => void }) => void; reset: () => void };

/**
 * The decision being confirmed: `ask` opens it, `close` drops it (and the last error), `send` posts
 * it (with the reason a refusal needs) and, once done, closes it and says so in a toast.
 */
export function useDeciding<Application, Decision extends string, Input>(
  mutation: Mutation<Input>,
  toInput: (application: Application, decision: Decision, reason: string) => Input,
  doneText: (application: Application, decision: Decision) => string,
) {
  const [deciding, setDeciding] = useState<{ application: Application; decision: Decision } | null>(null);

  function close() {
    setDeciding(null);
    mutation.reset();
  }

  function send(reason = '') {
    if (!deciding) return;
    const { application, decision } = deciding;
    mutation.mutate(toInput(application, decision, reason), {
      onSuccess: () => {
        setDeciding(null);
        notify.success(doneText(application, decision));
      },
    });
  }

  const ask = (application: Application, decision: Decision) => setDeciding({ application, decision });
  return { deciding, ask, close, send };
}
