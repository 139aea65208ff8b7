import type { MessageValues } from './message-format';

// An area's messages (ADR 046): the strings of one part of the interface (the landing, the footers,
// the classifieds...) in a catalog of their own, so they travel with the code that shows them instead
// of the shell every page loads. `areas/<name>/en.ts` defines the area with its English; the area's
// components import it (English ships in their route's chunk); `areas/<name>/<code>.ts` holds each
// other language, a chunk loaded with the pages that use the area.

export type Messages = Readonly<Record<string, string>>;

export type Area<M extends Messages = Messages> = { readonly name: string; readonly en: M };

/** A translation of an area: every key its English has, no other (TypeScript and i18n.test.ts both check). */
export type AreaCatalog<A extends Area> = { readonly [Key in keyof A['en']]: string };

/** A key of an area's messages (for data that names its text: tiles, tour steps). */
export type AreaKey<A extends Area> = keyof A['en'] & string;

/** The message function of an area in the tree's language. */
export type AreaT<M extends Messages> = (key: keyof M & string, values?: MessageValues) => string;

/** `name` is the area's folder under lib/i18n/areas (the test checks it). */
export function defineArea<const M extends Messages>(name: string, en: M): Area<M> {
  return { name, en };
}

/** A placeholder's value marking where an element goes inside a message (a title in bold, an address). */
export const SLOT = '\u0000';

/** A message's text before and after SLOT, so the element can stand where the language puts it. */
export function aroundSlot(message: string): [string, string] {
  const at = message.indexOf(SLOT);
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + SLOT.length)];
}
