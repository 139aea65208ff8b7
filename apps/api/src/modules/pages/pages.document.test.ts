import { describe, expect, it } from 'vitest';
import { assembleDocument, pageAssets, type BuildManifest } from './pages.document';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icon-1.js': { file: 'assets/icon-1.js', imports: ['_react-1.js'] },
  'src/app/layouts/general-layout.tsx': { file: 'assets/general-layout-1.js', imports: ['index.html', '_icon-1.js'] },
  'src/app/routes/listing.tsx': {
    file: 'assets/listing-1.js',
    imports: ['index.html', '_icon-1.js', '_react-1.js'],
    css: ['assets/listing-1.css', 'assets/index-1.css'],
  },
};

describe('pageAssets', () => {
  it("lists each route's chunk and static imports once, leaving out what the entry already loads", () => {
    expect(pageAssets(manifest, ['src/app/layouts/general-layout.tsx', 'src/app/routes/listing.tsx'])).toEqual({
      scripts: ['/assets/general-layout-1.js', '/assets/icon-1.js', '/assets/listing-1.js'],
      styles: ['/assets/listing-1.css'],
    });
  });

  it('ignores a module the manifest does not know', () => {
    expect(pageAssets(manifest, ['src/app/routes/gone.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});

describe('assembleDocument', () => {
  const template = [
    '<!doctype html><html><head><meta name="description" content="default" /><title>Dwa</title>',
    '<script type="module" src="/assets/index-1.js"></script></head>',
    '<body><div id="root"></div><noscript>Dwa needs JavaScript</noscript></body></html>',
  ].join('\n');

  it("puts the page's head, preloads, markup and state in place of the template's defaults", () => {
    const html = assembleDocument(`<meta charset="UTF-8" />\n${template}`, {
      first: '<link rel="preload" as="image" href="/a.webp"/>',
      head: '<title>Chair | Dwa</title>',
      scripts: ['/assets/listing-1.js'],
      styles: ['/assets/listing-1.css'],
      html: '<main>GH₵ 100 costs $1 &amp; $& more</main>',
      state: '{"a":1}',
    });
    expect(html).toContain('<title>Chair | Dwa</title>');
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('rel="preload" as="image"'));
    expect(html).not.toContain('<title>Dwa</title>');
    expect(html).not.toContain('content="default"');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/listing-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/listing-1.css">');
    // '$&' and '$1' are text, not replacement patterns.
    expect(html).toContain('<div id="root"><main>GH₵ 100 costs $1 &amp; $& more</main></div>');
    expect(html).toContain('<script type="application/json" id="dwa-state">{"a":1}</script>');
  });
});
