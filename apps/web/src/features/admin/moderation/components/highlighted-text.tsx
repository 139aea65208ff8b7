import { highlightParts } from '../lib/review-reason';

/** Text with every occurrence of `match` marked (the words a content rule caught). */
export function HighlightedText({ text, match }: { text: string; match?: string | null }) {
  return (
    <>
      {highlightParts(text, match).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-gray-950 dark:bg-amber-300">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
