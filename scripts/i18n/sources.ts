import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

// The web's catalogs as TypeScript (before issue 30): areas/<area>/<lang>.ts (ADR 046), the shell's
// messages/<lang>.ts (ADR 039) and the shared sentences' issues/<lang>.ts (ADR 048), read as
// { namespace: { language: { key: message } } }. English modules are run (the catalogue area's English
// is made from the shared lists); the other languages are object literals of strings, read from their
// syntax (the shell's modules call import.meta.glob, which only Vite has). Keys come in English's order.

export const I18N = resolve(import.meta.dirname, '../../apps/web/src/lib/i18n');
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'ar', 'zh', 'hi', 'ru', 'pt'] as const;

export type Source = { namespace: string; exportName: string | null; languages: Record<string, Record<string, string>> };

/** The object literal of strings a catalog module declares (the largest, should it hold several). */
function objectLiteral(file: string): Record<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let best = null as ts.ObjectLiteralExpression | null;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && (!best || node.properties.length > best.properties.length)) best = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  const found = best as ts.ObjectLiteralExpression | null;
  if (!found) throw new Error(`${file}: no object literal`);
  const messages: Record<string, string> = {};
  for (const property of found.properties) {
    const where = `${file}:${source.getLineAndCharacterOfPosition(property.getStart()).line + 1}`;
    if (!ts.isPropertyAssignment(property)) throw new Error(`${where}: not a 'key': 'message' pair`);
    const name = property.name;
    const key = ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : null;
    const value = property.initializer;
    if (key === null || !(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) throw new Error(`${where}: not a 'key': 'message' pair`);
    messages[key] = value.text;
  }
  return messages;
}

async function run(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** Every key of English, in its order, with this language's message (a key English lacks is kept, after them: the tests refuse it). */
function inEnglishOrder(english: Record<string, string>, messages: Record<string, string>): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const key of Object.keys(english)) if (key in messages) ordered[key] = messages[key] ?? '';
  for (const key of Object.keys(messages)) if (!(key in ordered)) ordered[key] = messages[key] ?? '';
  return ordered;
}

export async function readSources(): Promise<Source[]> {
  const sources: Source[] = [];
  const areasDir = join(I18N, 'areas');
  const areaNames = existsSync(areasDir) ? readdirSync(areasDir).sort() : [];
  for (const name of areaNames) {
    const module = await run(join(areasDir, name, 'en.ts'));
    const [exportName, area] = Object.entries(module)[0] ?? [];
    const english = (area as { en: Record<string, string> } | undefined)?.en;
    if (!exportName || !english) throw new Error(`areas/${name}/en.ts: exports no area`);
    const languages: Record<string, Record<string, string>> = { en: { ...english } };
    for (const code of LANGUAGES.slice(1)) languages[code] = inEnglishOrder(english, objectLiteral(join(areasDir, name, `${code}.ts`)));
    sources.push({ namespace: name, exportName, languages });
  }
  if (existsSync(join(I18N, 'messages/en.ts'))) {
    const english = (await run(join(I18N, 'messages/en.ts'))).en as Record<string, string>;
    const languages: Record<string, Record<string, string>> = { en: { ...english } };
    for (const code of LANGUAGES.slice(1)) languages[code] = inEnglishOrder(english, objectLiteral(join(I18N, `messages/${code}.ts`)));
    sources.push({ namespace: 'shell', exportName: null, languages });
  }
  if (existsSync(join(I18N, 'issues/fr.ts'))) {
    // English is the key itself (the sentence the shared package and the API write).
    const languages: Record<string, Record<string, string>> = {};
    for (const code of LANGUAGES.slice(1)) languages[code] = objectLiteral(join(I18N, `issues/${code}.ts`));
    const keys = [...new Set(LANGUAGES.slice(1).flatMap((code) => Object.keys(languages[code] ?? {})))].sort();
    languages.en = Object.fromEntries(keys.map((key) => [key, key]));
    for (const code of LANGUAGES.slice(1)) languages[code] = inEnglishOrder(languages.en, languages[code] ?? {});
    sources.push({ namespace: 'issues', exportName: null, languages });
  }
  return sources;
}
