import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { preloadLinks, usePreload } from './resource-hints';

afterEach(() => {
  cleanup();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('preloadLinks (what the server writes at the top of <head>)', () => {
  it('one <link> per resource, the responsive image by its srcset, attributes escaped', () => {
    const html = preloadLinks([
      ['/a-640.webp', { as: 'image', imageSrcSet: '/a-320.webp 320w, /a-640.webp 640w', imageSizes: '100vw', fetchPriority: 'high' }],
      ['/a-640.webp', { as: 'image', imageSrcSet: '/a-320.webp 320w, /a-640.webp 640w', imageSizes: '100vw', fetchPriority: 'high' }],
      ['/b".webp?x=1&y=<2>', { as: 'image' }],
    ]);
    expect(html).toBe(
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a-320.webp 320w, /a-640.webp 640w" imageSizes="100vw"/>' +
        '<link rel="preload" as="image" href="/b&quot;.webp?x=1&amp;y=&lt;2>"/>',
    );
  });

  it('nothing asked, nothing written', () => {
    expect(preloadLinks([])).toBe('');
  });
});

describe('usePreload in the browser', () => {
  function Photo({ src }: { src: string }) {
    usePreload()(src, { as: 'image', fetchPriority: 'low' });
    return null;
  }

  it('adds a preload link to <head> once per resource, however often the component renders', () => {
    const { rerender } = render(<Photo src="/p1.webp" />);
    rerender(<Photo src="/p1.webp" />);
    render(<Photo src="/p2.webp" />);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p1.webp', '/p2.webp']);
    expect(links[0]?.getAttribute('fetchpriority')).toBe('low');
    expect(links[0]?.getAttribute('as')).toBe('image');
  });
});
