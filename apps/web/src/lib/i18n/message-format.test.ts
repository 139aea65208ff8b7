// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMessage, icuCatalogs, placeholders } from '../../../vite.catalogs';
import { formatMessage } from './message-format';
import type { MessageValues } from './message-format';

// The catalogs' runtime (ADR 068) on messages compiled as the build compiles them, and the build
// refusing a broken catalog.

const say = (message: string, values: MessageValues | undefined, tag = 'en-GB') => formatMessage(compileMessage(message), values, tag);

describe('messages', () => {
  it('arrive as their text when they are only text', () => {
    expect(compileMessage('Sign In')).toBe('Sign In');
    expect(compileMessage("S'inscrire")).toBe("S'inscrire");
  });

  it('count in ordinals, in English without Intl and in other languages with it', () => {
    const floor = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} floor';
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => say(floor, { n }))).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th'].map((n) => `${n} floor`),
    );
    const fr = '{n, selectordinal, one {#er} other {#e}} étage';
    expect([1, 2].map((n) => say(fr, { n }, 'fr'))).toEqual(['1er étage', '2e étage']);
  });

  it('keep quoted braces and apostrophes as text', () => {
    expect(say("Type '{name}' as it is", { name: 'x' })).toBe('Type {name} as it is');
    expect(say("It''s {name}'s turn", { name: 'Ama' })).toBe("It's Ama's turn");
    expect(say("{n, plural, one {# item '#'} other {# items}}", { n: 1 })).toBe('1 item #');
    expect(placeholders("'{quoted}' {real}")).toEqual(['real']);
  });

  it('pick plural and select forms, exact matches first, numbers in the language', () => {
    const cart = '{kind, select, shop {{count, plural, =0 {Empty} one {# item} other {# items}}} other {-}}';
    expect(say(cart, { kind: 'shop', count: 0 })).toBe('Empty');
    expect(say(cart, { kind: 'shop', count: 1 })).toBe('1 item');
    expect(say(cart, { kind: 'shop', count: 1250 })).toBe('1,250 items');
    expect(say(cart, { kind: 'other-kind', count: 2 })).toBe('-');
    expect(say('{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}', { count: 3 }, 'ru')).toBe('3 товара');
    expect(say('{count} au total', { count: 1250 }, 'fr')).toBe('1\u202f250 au total');
    expect(say('{n, plural, offset:1 one {you and # other} other {you and # others}}', { n: 3 })).toBe('you and 2 others');
  });

  it('show a missing value as its placeholder', () => {
    expect(say('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('a broken catalog', () => {
  const root = mkdtempSync(join(tmpdir(), 'dwa-catalogs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Builds a page that imports a catalog holding `message` (the plugin the app's build uses). */
  const plant = (message: string) => {
    mkdirSync(join(root, 'src/lib/i18n/catalogs/planted'), { recursive: true });
    writeFileSync(join(root, 'src/lib/i18n/catalogs/planted/fr.json'), JSON.stringify({ fine: 'Bonjour {name}', 'broken.key': message }));
    writeFileSync(join(root, 'src/main.js'), "import messages from './lib/i18n/catalogs/planted/fr.json';\nconsole.log(messages);\n");
    return build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [icuCatalogs()],
      build: { write: false, lib: { entry: join(root, 'src/main.js'), formats: ['es'] } },
    });
  };

  it.each([
    ['an unclosed brace', 'Bonjour {name'],
    ['a plural without other', '{count, plural, one {# article}}'],
    ['a date the runtime does not format', 'Le {day, date, short}'],
  ])('fails the build: %s', async (_, message) => {
    await expect(plant(message)).rejects.toThrow(/catalogs\/planted\/fr\.json: broken\.key/);
  });

  it('builds a sound one, compiled', async () => {
    const output = await plant("{count, selectordinal, one {#er} other {#e}} '{'étage'}'");
    const result = (Array.isArray(output) ? output[0] : output) as { output: { code?: string }[] };
    const code = result.output[0]?.code ?? '';
    expect(code).toContain('ordinal');
    expect(code).toContain('Bonjour');
  });
});
