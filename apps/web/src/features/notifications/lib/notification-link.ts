/** A notification's link, only when it stays inside the app (a path, never another site). */
export function internalLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const text = link.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
  return text;
}
