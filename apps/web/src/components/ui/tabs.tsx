import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * A WAI-ARIA tab list's keys and tabs (here and in the orders' tabs): arrow keys (wrapping), Home and
 * End select a tab and focus it; only the active tab is in the tab order. `active` is the selected
 * tab's id (the first tab when none matches).
 */
export function useTabList(label: string, items: readonly { id: string }[], active: string, select: (id: string) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === active),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    select(item.id);
    refs.current[next]?.focus();
  }

  /** What every tab button carries, besides its id, labels and look. */
  const tabProps = (index: number) =>
    ({
      ref: (node: HTMLButtonElement | null) => {
        refs.current[index] = node;
      },
      type: 'button',
      role: 'tab',
      'aria-selected': index === activeIndex,
      tabIndex: index === activeIndex ? 0 : -1,
      onClick: () => select(items[index]!.id),
    }) as const;

  /** What the tab list carries, besides its look. */
  const listProps = { role: 'tablist', 'aria-label': label, onKeyDown } as const;

  return { activeIndex, listProps, tabProps };
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs({ label, items, initialId }: { label: string; items: TabItem[]; initialId?: string }) {
  const baseId = useId();
  const [activeId, setActiveId] = useState(initialId ?? items[0]?.id ?? '');
  const { activeIndex, listProps, tabProps } = useTabList(label, items, activeId, setActiveId);

  return (
    <div>
      <div {...listProps} className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-800">
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.id}
              {...tabProps(index)}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors ${
                selected
                  ? 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300'
                  : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== activeIndex}
          tabIndex={0}
          className="pt-6"
        >
          {index === activeIndex ? item.content : null}
        </div>
      ))}
    </div>
  );
}
