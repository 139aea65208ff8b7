import { useState } from 'react';
import { firstTab, namedTab, openingTab, type OrderRole } from '../lib/tabs';

/**
 * The tab a list of orders shows: the one the URL names; else, decided once from the first answer,
 * the tab of the newest order (right after paying, In Progress rather than an empty To Pay).
 * `settle` takes that answer's `newest_tab` (undefined while loading, null after a failure);
 * `deciding` is true until then, so the page shows the list loading, never an empty tab.
 */
export function useOpeningTab(role: OrderRole, urlValue: string | null) {
  const named = namedTab(role, urlValue);
  const [opened, setOpened] = useState<string | null>(null);
  const settle = (newest: string | null | undefined) => {
    if (named || opened !== null) return;
    const open = openingTab(role, null, newest);
    if (open) setOpened(open);
  };
  return { tab: named ?? opened ?? firstTab(role), deciding: !named && opened === null, settle };
}
