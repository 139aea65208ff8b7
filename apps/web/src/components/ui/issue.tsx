import { useProblemText } from '../../lib/i18n/problem-text';

/** A message from a shared check or the server, in the page's language when it has a code (ADR 077). */
export function Issue({ text }: { text: string }) {
  return useProblemText()(text);
}
