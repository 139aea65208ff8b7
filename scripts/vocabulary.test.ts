import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per domain (ADR 061, 083, 092): a domain is named after its API module, and a web feature,
// a packages/shared file or a catalog namespace about it takes that name, or `<name>-<part>`
// (`rides-rider`, `delivery-fare`, `accounts-constants`). A name that no module has and that reads as
// a module's name in another form (its singular, `account` for accounts; the start of it, `listing`
// for listing-detail; the singular's start, `listing-expiry` for listings) names that domain
// differently, and so does a name retired as a second name of a domain. Names of no domain (a part
// of the interface such as `landing` or `shell`, a helper such as `money`) are not checked.

const ROOT = resolve(import.meta.dirname, '..');

type Layer = 'web feature' | 'shared file' | 'catalog namespace' | 'API module';
type Names = Record<Layer, string[]>;

/** Second names of a domain that the renames retired, with the domain's name (ADR 061, 083, 092). */
const RETIRED: Record<string, string> = {
  messaging: 'chat',
  engagement: 'likes, comments, wishlist, reports, notifications',
  courier: 'delivery (delivery-courier)',
  buy: 'cart',
  fare: 'delivery (delivery-fare)',
};

/** Deliberate exceptions, each with its reason: keep this short, and each entry must still be needed. */
const EXCEPTIONS: { layer: Layer; name: string; reason: string }[] = [
  {
    layer: 'shared file',
    name: 'page-query',
    reason: 'a page of a paged list (`?cursor=&limit=`) that several modules answer, not the server-rendered pages of module pages',
  },
];

/** A word in the singular: `searches` → search, `currencies` → currency, `access` and `status` stay. */
const singularWord = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ch|sh|x|ss)es$/.test(word)
      ? word.slice(0, -2)
      : /[^su]s$/.test(word)
        ? word.slice(0, -1)
        : word;
const singular = (name: string) => name.split('-').map(singularWord).join('-');
const within = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix}-`);

/** What is wrong with the names of the four layers: one line per name that names a domain otherwise. */
function vocabularyProblems(names: Names, exceptions = EXCEPTIONS): string[] {
  const modules = names['API module'];
  const problems: string[] = [];
  for (const [layer, list] of Object.entries(names) as [Layer, string[]][]) {
    for (const name of list) {
      if (exceptions.some((exception) => exception.layer === layer && exception.name === name)) continue;
      const retired = Object.keys(RETIRED).find((old) => within(name, old));
      if (retired) {
        problems.push(`${layer} ${name}: '${retired}' is a retired name of ${RETIRED[retired]}`);
        continue;
      }
      if (layer === 'API module' || modules.some((module) => within(name, module))) continue;
      const reads = modules.filter((module) => within(singular(name), singular(module)) || within(singular(module), singular(name)));
      if (reads.length) problems.push(`${layer} ${name}: names the domain of API module ${reads.join(', ')} otherwise`);
    }
  }
  return problems;
}

const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const repository = (): Names => ({
  'API module': folders('apps/api/src/modules'),
  'web feature': folders('apps/web/src/features'),
  'shared file': readdirSync(join(ROOT, 'packages/shared/src'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length)),
  'catalog namespace': folders('apps/web/src/lib/i18n/catalogs'),
});

describe('one name per domain', () => {
  it('in the web’s features, the API’s modules, the shared files and the catalogs’ namespaces', () => {
    expect(vocabularyProblems(repository())).toEqual([]);
  });

  it('with exceptions that are each still needed and give a reason', () => {
    const names = repository();
    for (const exception of EXCEPTIONS) {
      expect(names[exception.layer], `${exception.layer} ${exception.name} is gone: drop its exception`).toContain(exception.name);
      expect(vocabularyProblems(names, []), `${exception.name} no longer needs an exception`).toContainEqual(
        expect.stringContaining(`${exception.layer} ${exception.name}:`),
      );
      expect(exception.reason.length).toBeGreaterThan(20);
    }
  });

  it('bites: a singular, the start of a module’s name, a domain’s part in the singular, a retired name', () => {
    const planted: Names = {
      'API module': ['accounts', 'delivery', 'listing-detail', 'listings', 'currency-rates', 'saved-searches'],
      'web feature': ['account', 'accounts', 'messaging', 'landing'],
      'shared file': [
        'currency',
        'listing-expiry',
        'listings-expiry',
        'courier-settings',
        'delivery-courier-settings',
        'saved-search',
        'money',
      ],
      'catalog namespace': ['listing', 'listing-detail', 'courier', 'delivery-courier', 'shell'],
    };
    expect(vocabularyProblems(planted)).toEqual([
      'web feature account: names the domain of API module accounts otherwise',
      "web feature messaging: 'messaging' is a retired name of chat",
      'shared file currency: names the domain of API module currency-rates otherwise',
      'shared file listing-expiry: names the domain of API module listings otherwise',
      "shared file courier-settings: 'courier' is a retired name of delivery (delivery-courier)",
      'shared file saved-search: names the domain of API module saved-searches otherwise',
      'catalog namespace listing: names the domain of API module listing-detail, listings otherwise',
      "catalog namespace courier: 'courier' is a retired name of delivery (delivery-courier)",
    ]);
  });
});
