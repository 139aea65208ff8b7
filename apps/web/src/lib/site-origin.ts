import { useSyncExternalStore } from 'react';

// The origin of the absolute links the pages write (a listing's WhatsApp text, its share text).

const noSubscription = () => () => {};

let renderedOrigin = '';

/**
 * The site's origin as the server knows it (PUBLIC_URL, else its own address): set by the server
 * before it renders, and by the browser from the page's state before it hydrates, so a link the
 * server wrote is whole even before its part of the page hydrates (ADR 050).
 */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin.replace(/\/+$/, '');
}

/**
 * The absolute address of a path on this site: the server's origin while rendering there and
 * hydrating (both renders agree), the browser's own once the page is live.
 */
export function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => renderedOrigin,
  );
  return `${origin}${path}`;
}
