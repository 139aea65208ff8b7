import type { Format } from './i18n/format';

const MINUTE = 60_000;

/** 'Just now', '5 min ago', '3 hr ago' within the day, then the listing's relative age. */
export function timeAgo(f: Format, iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'Just now';
  return f.recent(iso, now) || f.age(iso, now);
}
