import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';

/** `unread`: new messages behind this tab, shown as a count and read out as 'Messages, 2 new'. */
export type DashboardTab = { id: string; label: string; Icon: LucideIcon; unread?: number };

/**
 * The dashboard's sidebar (a 2 x 2 grid of tabs on phones, all four in sight): WAI-ARIA tabs whose selection lives in the URL,
 * so Submit Request can open Track Delivery and a link can open any tab.
 */
export function DashboardTabs({
  tabs,
  active,
  onSelect,
  panelId,
}: {
  tabs: DashboardTab[];
  active: string;
  onSelect: (id: string) => void;
  panelId: string;
}) {
  const t = useT(deliveryMessages);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    const tab = tabs[wrapped];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[wrapped]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('documentTitle')} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 md:flex md:flex-col">
      {tabs.map(({ id, label, Icon, unread = 0 }, i) => {
        const selected = i === index;
        return (
          <button
            key={id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`delivery-tab-${id}`}
            aria-selected={selected}
            aria-controls={panelId}
            aria-label={unread > 0 ? t('tab.unread', { label, count: unread }) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            className={`flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-left text-sm font-semibold transition-colors ${
              selected
                ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            {unread > 0 ? (
              <span
                aria-hidden="true"
                data-testid="tab-unread"
                className="ml-auto rounded-full bg-red-600 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
