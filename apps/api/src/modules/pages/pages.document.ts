// The document around a server-rendered page: the built index.html (its theme script, entry script
// and stylesheet stay as the build wrote them) with the page's head tags, every script and
// stylesheet the page's routes need, the rendered markup and the state the browser hydrates from.

export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The files a page needs beyond the entry's own: each route module's chunk, its static imports and their CSS. */
export function pageAssets(manifest: BuildManifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key]?.imports ?? []) walk(child, into);
  };
  walk('index.html', entryFiles);
  const pageKeys = new Set<string>();
  for (const module of modules) walk(module, pageKeys);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of pageKeys) {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(key)) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  }
  const entryCss = new Set([...entryFiles].flatMap((key) => manifest[key]?.css ?? []).map((css) => `/${css}`));
  return { scripts, styles: styles.filter((css) => !entryCss.has(css)) };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type DocumentParts = {
  /** Preloads the page asks for first (its largest image), put at the very top of <head> so they start before the scripts. */
  first?: string;
  /** Tags for <head> (title, description, previews); they replace the template's own title and description. */
  head: string;
  scripts: string[];
  styles: string[];
  /** The rendered page, inside #root. */
  html: string;
  /** JSON already safe inside a <script> (entry-server's serializeForScript). */
  state: string;
  /** The language the page was rendered in and its direction, for <html lang dir> (ADR 039). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

export function assembleDocument(template: string, parts: DocumentParts): string {
  const links = [
    ...parts.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
    ...parts.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ].join('\n    ');
  let document = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (parts.lang) {
    const lang = attr(parts.lang);
    const dir = parts.dir === 'rtl' ? 'rtl' : 'ltr';
    document = document.replace(/<html\b[^>]*>/i, (tag) => {
      const rest = tag.replace(/\s(?:lang|dir)="[^"]*"/g, '').slice('<html'.length);
      return `<html lang="${lang}" dir="${dir}"${rest}`;
    });
  }
  // Function replacers: a '$' in the page must stay a '$'.
  if (parts.first) document = document.replace(/<meta charset="[^"]*" ?\/?>/i, (charset) => `${charset}\n    ${parts.first}`);
  document = document.replace('</head>', () => `    ${parts.head}\n    ${links}\n  </head>`);
  document = document.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.html}</div>\n    <script type="application/json" id="dwa-state">${parts.state}</script>`,
  );
  return document;
}
