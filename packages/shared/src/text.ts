/** Cuts text at `max` characters and adds an ellipsis when it was longer (Recent Ads, table snippets). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** '99+' above 99, as the unread badge shows it; nothing for zero. */
export function badgeCount(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
