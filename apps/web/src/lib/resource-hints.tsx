import { createContext, useContext } from 'react';

// Resource hints a component asks for while it renders (the listing's main photo, the page's
// largest paint): in the browser a <link rel="preload"> in <head>, once per resource; on the server
// entry-server collects them and the page's <head> carries them before any script (ADR 047).

export type PreloadOptions = { as: 'image'; imageSrcSet?: string; imageSizes?: string; fetchPriority?: 'high' | 'low' | 'auto' };
export type Preload = (href: string, options: PreloadOptions) => void;

const asked = new Set<string>();

function preloadInDocument(href: string, options: PreloadOptions): void {
  const key = options.imageSrcSet ?? href;
  if (asked.has(key)) return;
  asked.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', options.as);
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  link.href = href;
  document.head.appendChild(link);
}

const PreloadContext = createContext<Preload | null>(null);

/** The server's collector of a render's preloads. */
export const PreloadCollector = PreloadContext.Provider;

/** Asks for a resource early; safe to call during render (it only adds a hint). */
export function usePreload(): Preload {
  const collector = useContext(PreloadContext);
  if (collector) return collector;
  return typeof document === 'undefined' ? () => undefined : preloadInDocument;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A collected preload as the <link> the server writes at the top of <head> (one per resource). */
export function preloadLinks(hints: readonly [string, PreloadOptions][]): string {
  const seen = new Set<string>();
  let html = '';
  for (const [href, options] of hints) {
    const key = options.imageSrcSet ?? href;
    if (seen.has(key)) continue;
    seen.add(key);
    const attributes: [string, string | undefined][] = [
      ['as', options.as],
      ['fetchPriority', options.fetchPriority],
      ['imageSrcSet', options.imageSrcSet],
      ['imageSizes', options.imageSizes],
      ['href', options.imageSrcSet ? undefined : href],
    ];
    html += `<link rel="preload"${attributes.map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeAttribute(value)}"`)).join('')}/>`;
  }
  return html;
}
