import { useEffect } from 'react';

/**
 * The page's title for tabs, history and screen readers: '<title> | Dwa', or `title` as it is with
 * `whole`. Set on the document (the server writes the first one itself); the one before comes back
 * when the page goes.
 */
export function DocumentTitle({ title, whole = false }: { title: string; whole?: boolean }) {
  const text = whole ? title : `${title} | Dwa`;
  useEffect(() => {
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
  return null;
}
