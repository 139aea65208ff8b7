import { useIssueText } from '../../lib/i18n/issue-text';

/** A message from a shared check or the server (ADR 048), in the page's language when it is one of the shared sentences. */
export function Issue({ text }: { text: string }) {
  return useIssueText()(text);
}
