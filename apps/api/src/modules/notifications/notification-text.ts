import type { Notification } from '@dwa/shared/notifications';
import type { Executor } from '@dwa/db/client';
import type { Locale } from '../../lib/locale';
import { isNoticeKey, noticeText, type Notice, type NoticeParams } from '../mail/mail.service';
import { localeOf, localesOf, type NotificationRow } from './notifications.repo';

// What a notification says, and in which language (ADR 076): a notice of the notices catalog,
// stored as its key and values beside its English text, written in the reader's language when read
// (the bell) and in the recipient's when pushed; or fixed text (a row whose key a later catalog lost).

/**
 * What a notification says: a notice of the notices catalog, or fixed text. Every notice of the API
 * is a notice now (ADR 079); fixed text remains for what a test or a future caller passes as such.
 */
export type NotifyText =
  { title: string; body?: string | null; notice?: undefined } | { notice: Notice; title?: undefined; body?: undefined };

/** A notice's words in `locale`; an empty body (a notice that has none, or a value left empty) is none. */
function written(notice: Notice, locale: Locale): { title: string; body: string | null } {
  const text = noticeText(notice, locale);
  return { title: text.title, body: text.body === '' ? null : text.body };
}

/** The notice's words in `locale`, or the fixed text. */
export function textOf(input: NotifyText, locale: Locale): { title: string; body: string | null } {
  return input.notice ? written(input.notice, locale) : { title: input.title, body: input.body ?? null };
}

/** The columns a notification's words are stored in: the notice and its values, and its English text. */
export function storedText(input: NotifyText): { title: string; body: string | null; notice: string | null; params: NoticeParams | null } {
  const text = textOf(input, 'en');
  return {
    title: text.title,
    body: text.body,
    notice: input.notice?.key ?? null,
    params: input.notice ? (input.notice.params ?? {}) : null,
  };
}

/** The row's title and body in `locale`: its notice written out, or the text stored. */
export function notificationText(
  row: Pick<NotificationRow, 'title' | 'body' | 'notice' | 'params'>,
  locale: Locale,
): { title: string; body: string | null } {
  if (!isNoticeKey(row.notice)) return { title: row.title, body: row.body };
  return written({ key: row.notice, params: (row.params ?? {}) as NoticeParams }, locale);
}

/** A notification as its reader sees it, in the reader's language. */
export function toNotification(row: NotificationRow, locale: Locale = 'en'): Notification {
  const text = notificationText(row, locale);
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: text.title,
    body: text.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The language a page of notifications is written in: the reader's of now (users.locale, which the
 * dwa_lang cookie keeps), so a person who changed language reads their earlier notices in the new one
 * too. Read only when the page has a notice to write.
 */
export function pageLocale(db: Executor, userId: number, rows: readonly Pick<NotificationRow, 'notice'>[]): Promise<Locale> | Locale {
  return rows.some((row) => row.notice !== null) ? localeOf(db, userId) : 'en';
}

/** The language one push is written in: its recipient's, read only for a notice. */
export function pushLocale(executor: Executor, input: NotifyText & { userId: number }): Promise<Locale> | Locale {
  return input.notice ? localeOf(executor, input.userId) : 'en';
}

/** The languages of a batch's pushes, read once for the recipients of notices (anyone else: English). */
export function pushLocales(executor: Executor, inputs: readonly (NotifyText & { userId: number })[]): Promise<Map<number, Locale>> {
  return localesOf(
    executor,
    inputs.filter((input) => input.notice).map((input) => input.userId),
  );
}
