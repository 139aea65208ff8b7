/** A title as quoted in a notification or a message, cut to stay readable. */
export function quoted(title: string, max = 60): string {
  return `"${title.length > max ? `${title.slice(0, max).trimEnd()}...` : title}"`;
}
