import { relativeAge } from '@dwa/shared/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 'Just now', '5 min ago', '3 h ago' within the day, then the listing's relative age. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < 24 * HOUR) return `${Math.floor(elapsed / HOUR)} h ago`;
  return relativeAge(then, now);
}
