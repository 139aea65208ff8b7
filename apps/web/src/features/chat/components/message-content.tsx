import { useState } from 'react';
import { isLongMessage } from '@dwa/shared/chat-constants';
import { linkParts } from '../lib/message-rules';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

/** Text with its links as anchors (never as HTML); a long message folds behind 'Show more'. */
export function MessageContent({ content, own }: { content: string; own: boolean }) {
  const t = useT(chatMessages);
  const long = isLongMessage(content);
  const [expanded, setExpanded] = useState(false);
  const folded = long && !expanded && content.length > 120;
  const linkClass = own ? 'underline text-white dark:text-gray-950' : 'underline text-emerald-800 dark:text-emerald-300';
  return (
    <div className={long ? 'max-w-prose' : ''}>
      <p className={`break-words whitespace-pre-wrap ${folded ? 'line-clamp-4' : ''}`}>
        {linkParts(content).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={`break-all ${linkClass}`}>
              {part.text}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {long && content.length > 120 ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className={`mt-1 text-xs font-semibold ${linkClass}`}
        >
          {expanded ? t('bubble.showLess') : t('bubble.showMore')}
        </button>
      ) : null}
    </div>
  );
}
