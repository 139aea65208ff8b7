import type { MatchedRule, ReviewReason } from '../types';

// Why a listing waits for a moderator, in words, and where the rule's match sits in its text.

export function reviewReasonLabel(reason: ReviewReason): string {
  switch (reason) {
    case 'content_rule':
      return 'Matched a content rule';
    case 'reports':
      return 'Reported by buyers';
    case 'new':
      return 'New listing (manual review)';
    default:
      return 'Waiting for review';
  }
}

export function matchedRuleText(rule: MatchedRule): string {
  return `${rule.kind === 'pattern' ? 'Pattern' : 'Word'} rule “${rule.label}” matched “${rule.match}”`;
}

export type TextPart = { text: string; match: boolean };

/** `text` cut around every case-insensitive occurrence of `match`, so the matched words can be marked. */
export function highlightParts(text: string, match: string | null | undefined): TextPart[] {
  const needle = match?.trim();
  if (!needle) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const haystack = text.toLowerCase();
  const lower = needle.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(lower); at >= 0; at = haystack.indexOf(lower, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), match: false });
  return parts;
}
