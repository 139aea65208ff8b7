// The words of `q` as a PostgreSQL text-search query (to_tsquery syntax, 'simple' configuration),
// built from letters and digits only, so no user input can change the query's structure: quotes,
// %, _, backslashes and operators are separators, like spaces. Every word must match; words of 3
// characters or more also match as prefixes ('sams' finds 'samsung', 'phone' finds 'phones').

export const MAX_QUERY_WORDS = 8;
const PREFIX_FROM = 3;

export function queryWords(q: string): string[] {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length <= 64);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** to_tsquery text such as `'samsung':* & 'a54':* & '5g'`, or null when q has no words. */
export function toTsQuery(q: string): string | null {
  const words = queryWords(q);
  if (words.length === 0) return null;
  return words.map((word) => (word.length >= PREFIX_FROM ? `'${word}':*` : `'${word}'`)).join(' & ');
}
