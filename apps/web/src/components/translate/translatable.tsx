import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../hooks/use-near-screen';
import type { ReactNode } from 'react';

// Content translation (issue 17) on a text someone wrote: a listing's description, a comment, a
// chat message. This part is tiny and in the page's bundle; the Translate action itself (its query
// of whether the site translates at all, the request, the states) is a chunk of its own, fetched
// once the text is near the screen. Until then, and on the server, the text shows as it is.

const TranslateAction = lazy(() => import('./translate-action'));

export type TranslatableProps = {
  text: string;
  /** Renders the text shown: the original, or its translation. */
  children: (shown: string) => ReactNode;
  /** Classes of the row with the action (colours on a chat bubble). */
  actionClassName?: string;
};

export function Translatable({ text, children, actionClassName }: TranslatableProps) {
  // The action's code and its question to the server wait until the text comes near the screen.
  const { ref, near } = useNearScreen<HTMLSpanElement>('200px');
  const original = <>{children(text)}</>;
  return (
    <>
      <span ref={ref} />
      {near ? (
        <Suspense fallback={original}>
          <TranslateAction text={text} render={children} actionClassName={actionClassName} />
        </Suspense>
      ) : (
        original
      )}
    </>
  );
}
