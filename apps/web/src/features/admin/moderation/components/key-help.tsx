import { Fragment } from 'react';
import { SLOT } from '../../../../lib/i18n/area';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

const kbd =
  'rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-xs text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';

const MOVE_KEYS = ['j', '↓', 'k', '↑'];

/**
 * The queue's keys in one line: j/k or the arrows move, then each letter and what it does. Shown only
 * where a keyboard is likely (a fine pointer, from the sm breakpoint): a phone has no j key.
 */
export function KeyHelp({ actions = [] }: { actions?: [key: string, what: string][] }) {
  const t = useT(adminMessages);
  // Every language keeps the four keys in this order; only the words around them move.
  const moves = t('keys.moves', { j: SLOT, down: SLOT, k: SLOT, up: SLOT }).split(SLOT);
  const action = t('keys.action', { key: SLOT, what: '' }).split(SLOT);
  return (
    <p className="hidden text-sm text-gray-700 sm:pointer-fine:block dark:text-gray-300">
      {moves.map((text, index) => (
        <Fragment key={index}>
          {text}
          {index < MOVE_KEYS.length ? <kbd className={kbd}>{MOVE_KEYS[index]}</kbd> : null}
        </Fragment>
      ))}
      {actions.map(([key, what]) => (
        <span key={key}>
          {action[0]}
          <kbd className={kbd}>{key}</kbd>
          {action[1]}
          {what}
        </span>
      ))}
      {t('keys.end')}
    </p>
  );
}
