import type { AreaT } from '../../../lib/i18n/area';
import type { chatMessages } from '../../../lib/i18n/catalogs/chat';
import type { Format } from '../../../lib/i18n/format';
import type { ChatMessage } from '../types';

/** Splits text into plain parts and links, so links render as anchors (never as HTML). */
export function linkParts(content: string): { text: string; href: string | null }[] {
  const parts: { text: string; href: string | null }[] = [];
  const pattern = /(https?:\/\/[^\s<]+|www\.[^\s<]+)/gi;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: content.slice(last, index), href: null });
    const link = match[0].replace(/[.,!?;:)]+$/, '');
    parts.push({ text: link, href: link.startsWith('www.') ? `https://${link}` : link });
    last = index + link.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last), href: null });
  return parts;
}

export type DayGroup = { key: string; label: string; messages: ChatMessage[] };

/** Messages (oldest first) under 'Today', 'Yesterday' or their date, Accra's days (format.ts). */
export function groupByDay(f: Format, messages: ChatMessage[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.created_at);
    const key = Number.isNaN(date.getTime()) ? 'unknown' : f.date(date);
    const current = groups[groups.length - 1];
    if (current && current.key === key) current.messages.push(message);
    else groups.push({ key, label: key === 'unknown' ? '' : f.day(date, now), messages: [message] });
  }
  return groups;
}

/** Case-insensitive match on the text (in-chat search). */
export function filterMessages(messages: ChatMessage[], query: string): ChatMessage[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return messages;
  return messages.filter((message) => message.content.toLowerCase().includes(needle));
}

export const QUICK_REPLIES_ALWAYS = ['👍 Thanks!', '✅ Sounds good', '❓ Can you clarify?'];
export const QUICK_REPLIES_LISTING = ["💰 What's your best price?", '📍 Where can we meet?', '🕒 When works for you?', "🤝 I'll take it"];
export const QUICK_REPLIES_GENERAL = ["💬 Let's talk", '🕒 When works for you?', '🌟 Have a great day!'];

/**
 * The first line a buyer's chat about a listing offers, ready to edit in the composer (nothing is
 * sent until they send it). Words for someone else: English, like the quick replies.
 */
export function listingEnquiry(title: string, max = 60): string {
  const shown = title.length > max ? `${title.slice(0, max).trimEnd()}...` : title;
  return `Hi! I'm interested in your listing "${shown}". Is it still available?`;
}

/** The spec's sets: the three always, plus the listing or the general extras. */
export function quickReplies(aboutListing: boolean): string[] {
  return [...QUICK_REPLIES_ALWAYS, ...(aboutListing ? QUICK_REPLIES_LISTING : QUICK_REPLIES_GENERAL)];
}

/** 'last seen 5 min ago' style text for the chat header, or null when unknown. */
export function lastSeenText(t: AreaT<(typeof chatMessages)['en']>, f: Format, iso: string | null, now: Date = new Date()): string | null {
  if (!iso) return null;
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return null;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return t('seen.now');
  if (minutes < 60) return t('seen.minutes', { minutes });
  const days = Math.floor(now.getTime() / 86_400_000) - Math.floor(then.getTime() / 86_400_000);
  const clock = f.date(then, 'time');
  if (days === 0) return t('seen.today', { time: clock });
  if (days === 1) return t('seen.yesterday', { time: clock });
  return t('seen.date', { date: f.date(then, 'dayMonth') });
}
