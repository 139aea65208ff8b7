import type { CompiledMessage, MessageValues } from './message-format';

// An area's messages (ADR 046, ADR 068): the strings of one part of the interface (the landing, the
// footers, the classifieds...) in a catalog of their own, so they travel with the code that shows them
// instead of the shell every page loads. `catalogs/<name>/index.ts` defines the area with its English
// (`en.json`, whose keys type the area's); the area's components import it (English ships in their
// route's chunk); `catalogs/<name>/<code>.json` holds each other language, a chunk loaded with the
// pages that use the area. Each message arrives compiled (vite.catalogs.ts).

export type Messages = Readonly<Record<string, CompiledMessage>>;

export type Area<M extends Messages = Messages> = { readonly name: string; readonly en: M };

/** What an English catalog (its JSON, as TypeScript reads it) becomes once compiled: the same keys. */
export type Compiled<Source> = { readonly [Key in keyof Source]: CompiledMessage };

/** A key of an area's messages (for data that names its text: tiles, tour steps). */
export type AreaKey<A extends Area> = keyof A['en'] & string;

/** The message function of an area in the tree's language. */
export type AreaT<M extends Messages> = (key: keyof M & string, values?: MessageValues) => string;

/**
 * `name` is the area's folder under lib/i18n/catalogs (the test checks it); `en` its en.json, typed
 * by TypeScript from the source's keys and compiled by the build.
 */
export function defineArea<const Source extends Readonly<Record<string, string>>>(name: string, en: Source): Area<Compiled<Source>> {
  return { name, en: en as unknown as Compiled<Source> };
}

/** A placeholder's value marking where an element goes inside a message (a title in bold, an address). */
export const SLOT = '\u0000';

/** A message's text before and after SLOT, so the element can stand where the language puts it. */
export function aroundSlot(message: string): [string, string] {
  const at = message.indexOf(SLOT);
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + SLOT.length)];
}
