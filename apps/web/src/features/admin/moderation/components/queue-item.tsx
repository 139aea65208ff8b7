import type { ReactNode, Ref } from 'react';

/** What an item takes from its queue: the keyboard's walk through the queue (j/k), and a decision under way. */
export type QueueItemProps = {
  busy: boolean;
  itemRef: Ref<HTMLElement>;
  tabIndex: number;
  onFocus: () => void;
};

/** One item of a moderation queue (pending-item, reported-item): an article named by its title, a stop of the walk. */
export function QueueItem({
  titleId,
  busy,
  itemRef,
  tabIndex,
  onFocus,
  children,
}: QueueItemProps & { titleId: string; children: ReactNode }) {
  return (
    <article
      ref={itemRef}
      tabIndex={tabIndex}
      onFocus={onFocus}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="rounded-2xl border border-gray-200 p-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:border-gray-800 dark:ring-offset-gray-950 dark:focus-visible:ring-emerald-400"
    >
      {children}
    </article>
  );
}
