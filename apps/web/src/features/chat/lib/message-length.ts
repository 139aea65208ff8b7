import { MESSAGE_MAX } from '@dwa/shared/chat-constants';
import type { AreaT } from '../../../lib/i18n/area';
import type { chatMessages } from '../../../lib/i18n/catalogs/chat';
import type { Format } from '../../../lib/i18n/format';

// The composer's length counter: nothing while a message is well under the limit, then '3,612 /
// 4,000' from 3,500 characters, and plain words at the limit and past it. The box never cuts text
// (a paste keeps all of it): past the limit the message cannot be sent until it is shortened.

/** Where the counter starts to show. */
export const COUNTER_FROM = 3_500;

export type LengthNotice = {
  /** The visible count: '3,612 / 4,000'. */
  count: string;
  state: 'near' | 'limit' | 'over';
  /** What a screen reader hears (politely, once the typing pauses). */
  spoken: string;
  /** Shown under the box at the limit and past it. */
  hint: string | null;
};

export function lengthNotice(
  t: AreaT<(typeof chatMessages)['en']>,
  f: Format,
  length: number,
  max: number = MESSAGE_MAX,
  from: number = COUNTER_FROM,
): LengthNotice | null {
  if (length < from) return null;
  const number = f.number;
  const count = `${number(length)} / ${number(max)}`;
  if (length < max) return { count, state: 'near', spoken: t('length.left', { count: max - length }), hint: null };
  if (length === max) {
    const hint = t('length.limit', { max });
    return { count, state: 'limit', spoken: hint, hint };
  }
  const hint = t('length.over', { max, extra: length - max });
  return { count, state: 'over', spoken: hint, hint };
}

/** Whether the composer may send: some text or a photo, and no more text than the server keeps. */
export function withinLimit(content: string, max: number = MESSAGE_MAX): boolean {
  return content.length <= max;
}
