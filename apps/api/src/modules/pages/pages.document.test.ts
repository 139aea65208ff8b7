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
    dynamicImports: ['src/features/shop/buy-box.tsx', 'src/features/listings/seller-card.tsx'],
    css: ['assets/listing-1.css', 'assets/index-1.css'],
  },
  'src/features/shop/buy-box.tsx': { file: 'assets/buy-box-1.js', imports: ['index.html', '_mutation-1.js', '_icon-1.js'] },
  'src/features/listings/seller-card.tsx': { file: 'assets/seller-card-1.js', imports: ['_mutation-1.js'] },
  '_mutation-1.js': { file: 'assets/mutation-1.js' },
};

describe('pageAssets', () => {
  it("lists each route's chunk and static imports once, leaving out what the entry already loads", () => {
    expect(pageAssets(manifest, ['src/app/layouts/general-layout.tsx', 'src/app/routes/listing.tsx'])).toEqual({
      scripts: ['/assets/general-layout-1.js', '/assets/icon-1.js', '/assets/listing-1.js'],
      styles: ['/assets/listing-1.css'],
      // What the listing loads on demand, with what that needs, once each and not what is above.
      parts: ['/assets/buy-box-1.js', '/assets/mutation-1.js', '/assets/seller-card-1.js'],
    });
  });

  it('ignores a module the manifest does not know', () => {
    expect(pageAssets(manifest, ['src/app/routes/gone.tsx'])).toEqual({ scripts: [], styles: [], parts: [] });
  });
});

describe('assembleDocument', () => {
  // As the build writes index.html: its entry script and module preloads at the end of <head>.
  const template = [
    '<!doctype html><html><head><meta name="description" content="default" /><title>Dwa</title>',
    '<script>/* theme */</script>',
    "<script>/* boot */ document.getElementById('dwa-boot');</script>",
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head>',
    '<body><div id="root"></div><noscript>Dwa needs JavaScript</noscript></body></html>',
  ].join('\n');
  const parts = {
    first: '<link rel="preload" as="image" href="/a.webp"/>',
    head: '<title>Chair | Dwa</title>',
    scripts: ['/assets/listing-1.js', '/assets/react-1.js'],
    styles: ['/assets/listing-1.css'],
    html: '<main>GH₵ 100 costs $1 &amp; $& more</main>',
    state: '{"a":1}',
  };
  const bootOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="dwa-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

  it("puts the page's head, styles, markup and state in place of the template's defaults", () => {
    const html = assembleDocument(`<meta charset="UTF-8" />\n${template}`, parts);
    expect(html).toContain('<title>Chair | Dwa</title>');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('rel="preload" as="image"'));
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).not.toContain('<title>Dwa</title>');
    expect(html).not.toContain('content="default"');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/listing-1.css">');
    expect(html).toContain('<script>/* theme */</script>');
    expect(html).toContain("<script>/* boot */ document.getElementById('dwa-boot');</script>");
    // '$&' and '$1' are text, not replacement patterns.
    expect(html).toContain('<div id="root"><main>GH₵ 100 costs $1 &amp; $& more</main></div>');
    expect(html).toContain('<script type="application/json" id="dwa-state">{"a":1}</script>');
  });

  it('loads no script from <head>: the entry and every preload, in order, are listed in #dwa-boot (ADR 088)', () => {
    const html = assembleDocument(template, parts);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('modulepreload');
    expect(bootOf(html)).toEqual({
      preload: ['/assets/runtime-1.js', '/assets/react-1.js', '/assets/listing-1.js'],
      entry: '/assets/index-1.js',
      start: 'paint',
    });
    // In <head>, where the scripts were; the stylesheets stay before it.
    expect(html.indexOf('id="dwa-boot"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('id="dwa-boot"'));
  });

  it('tells the boot script when to start the app, and names the worker and the parts only to a page that waits for a touch (ADR 099)', () => {
    const lazy = ['/assets/buy-box-1.js'];
    expect(bootOf(assembleDocument(template, { ...parts, start: 'intent', worker: '/sw.js', parts: lazy }))).toMatchObject({
      start: 'intent',
      worker: '/sw.js',
      parts: lazy,
    });
    expect(bootOf(assembleDocument(template, { ...parts, start: 'intent', parts: [] }))).not.toHaveProperty('worker');
    expect(bootOf(assembleDocument(template, { ...parts, start: 'intent', parts: [] }))).not.toHaveProperty('parts');
    // After the paint, the app's own code registers the worker (src/pwa) and loads its parts as they come near.
    expect(bootOf(assembleDocument(template, { ...parts, start: 'paint', worker: '/sw.js', parts: lazy }))).toEqual({
      preload: ['/assets/runtime-1.js', '/assets/react-1.js', '/assets/listing-1.js'],
      entry: '/assets/index-1.js',
      start: 'paint',
    });
  });

  it("names the islands' script and writes what it needs after #root only on a page that waits for a touch (ADR 100)", () => {
    const islands = { script: '/assets/islands-1.js', html: '<template id="dwa-tour"><div role="dialog">Step 1</div></template>' };
    const waiting = assembleDocument(template, { ...parts, start: 'intent', islands });
    expect(bootOf(waiting)).toMatchObject({ islands: '/assets/islands-1.js' });
    // Outside #root (React hydrates none of it), before the state.
    expect(waiting).toContain(
      `<div id="root">${parts.html}</div>\n    ${islands.html}\n    <script type="application/json" id="dwa-state">`,
    );
    // A page whose app starts at once runs everything itself.
    const started = assembleDocument(template, { ...parts, start: 'paint', islands });
    expect(bootOf(started)).not.toHaveProperty('islands');
    expect(started).not.toContain('dwa-tour');
    // Carousels alone: the script, and nothing written.
    const carousels = assembleDocument(template, { ...parts, start: 'intent', islands: { script: '/assets/islands-1.js', html: '' } });
    expect(carousels).toContain(`<div id="root">${parts.html}</div>\n    <script type="application/json" id="dwa-state">`);
  });

  it('writes #dwa-boot as JSON that cannot end its script element', () => {
    const html = assembleDocument(template, { ...parts, scripts: ['/assets/a</script><script>alert(1)</script>.js'] });
    expect(html).not.toContain('alert(1)</script>');
    expect((bootOf(html) as { preload: string[] }).preload).toContain('/assets/a</script><script>alert(1)</script>.js');
  });

  it("leaves the scripts in <head>, the page's preloads added, in a template without the boot script or without an entry script", () => {
    const withoutBoot = template.replace(/\s*<script>\/\* boot[^\n]*<\/script>/, '');
    const withoutEntry = template.replace(/\s*<script type="module"[^>]*><\/script>/, '');
    expect(withoutBoot).not.toContain('dwa-boot');
    for (const html of [assembleDocument(withoutBoot, parts), assembleDocument(withoutEntry, parts)]) {
      expect(html).not.toContain('id="dwa-boot"');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/listing-1.js">');
    }
    expect(assembleDocument(withoutBoot, parts)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});
