import type { en } from './messages/en';

// The shape every catalog has: English's keys (messages/en.ts is the source), each a message. In a
// file of its own so the catalogs, which i18n.ts loads, need not import i18n.ts back.

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [Key in MessageKey]: string };
