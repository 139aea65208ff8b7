// The document around a server-rendered page: the built index.html (its inline scripts and
// stylesheet stay as the build wrote them) with the page's head tags, every script and stylesheet the
// page's routes need, the rendered markup and the state the browser hydrates from. The scripts are
// not loaded by <head> but listed in #dwa-boot, for index.html's boot script to add once the page
// has been painted (ADR 088).

export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * The files a page needs beyond the entry's own: each route module's chunk, its static imports and
 * their CSS; and its parts (`parts`): the chunks its routes load on demand (a buy box, a seller card)
 * with their own static imports, which a page waiting for a touch fetches ahead (ADR 099).
 */
export function pageAssets(manifest: BuildManifest, modules: string[]): { scripts: string[]; styles: string[]; parts: string[] } {
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
  const partKeys = new Set<string>();
  for (const module of modules) for (const part of manifest[module]?.dynamicImports ?? []) walk(part, partKeys);
  const parts = [...partKeys]
    .filter((key) => manifest[key] && !entryFiles.has(key) && !pageKeys.has(key))
    .map((key) => `/${manifest[key]?.file ?? ''}`);
  return { scripts, styles: styles.filter((css) => !entryCss.has(css)), parts };
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
  /** When the boot script starts the app (ADR 099): after the first paint, or at the person's first touch. */
  start?: BootStart;
  /** The service worker's address, for the boot script to register on a page that waits for a touch. */
  worker?: string;
  /** The chunks the page's routes load on demand (pageAssets' `parts`), fetched ahead on a page that waits for a touch. */
  parts?: string[];
  /**
   * What moves on the page by itself, run before the app on a page that waits for a touch (ADR 100):
   * the islands' script, and what it needs written after #root (a tour's dialogs, or nothing).
   */
  islands?: { script: string; html: string };
};

/**
 * `paint`: the app starts once the page is painted (ADR 088). `intent`: a page that does nothing by
 * itself starts it at the person's first tap, key or focus (ADR 099); until then it is the server's
 * HTML, its links and its forms.
 */
export type BootStart = 'paint' | 'intent';

/** The app's entry (the build's module script), the files to preload with it in order, and when it starts. */
export type BootFiles = { preload: string[]; entry: string; start: BootStart; worker?: string; parts?: string[]; islands?: string };

/** index.html's boot script, which adds what #dwa-boot lists (ADR 088). */
const STARTER = /<script>(?:(?!<\/script>)[\s\S])*\bdwa-boot\b/;
const ENTRY_SCRIPT = /[ \t]*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * Issue 34, ADR 088: takes the template's entry script and module preloads out of the document and
 * lists them, with the page's own preloads, for the boot script to add after the first paint: in
 * <head> they held that paint back. A template without the boot script (an older build) or without
 * an entry script is left as it is.
 */
function takeOutScripts(template: string, parts: DocumentParts): { template: string; boot: BootFiles | null } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !STARTER.test(template)) return { template, boot: null };
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  for (const href of parts.scripts) if (!preload.includes(href)) preload.push(href);
  const start = parts.start ?? 'paint';
  const boot: BootFiles = { preload, entry, start };
  if (start === 'intent' && parts.worker) boot.worker = parts.worker;
  if (start === 'intent' && parts.parts?.length) boot.parts = parts.parts;
  if (start === 'intent' && parts.islands) boot.islands = parts.islands.script;
  return { template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), boot };
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function assembleDocument(template: string, parts: DocumentParts): string {
  const taken = takeOutScripts(template, parts);
  const links = [
    ...parts.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
    ...(taken.boot
      ? [`<script type="application/json" id="dwa-boot">${scriptJson(taken.boot)}</script>`]
      : parts.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`)),
  ].join('\n    ');
  let document = taken.template
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
  // The islands' part of the page (a tour's dialogs) only where they run: after #root, not hydrated.
  const islands = taken.boot?.islands && parts.islands?.html ? `\n    ${parts.islands.html}` : '';
  document = document.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.html}</div>${islands}\n    <script type="application/json" id="dwa-state">${parts.state}</script>`,
  );
  return document;
}
