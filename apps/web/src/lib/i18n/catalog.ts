import type en from './catalogs/shell/en.json';
import type { Compiled } from './area';

// The shape every shell catalog has: English's keys (catalogs/shell/en.json is the source), each a
// compiled message. In a file of its own so the language modules, which i18n.ts loads, need not
// import i18n.ts back.

export type MessageKey = keyof typeof en;
export type Catalog = Compiled<typeof en>;
