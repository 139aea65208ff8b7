// The TypeScript catalogs' messages were read by a formatter that gave an apostrophe no meaning; in
// ICU MessageFormat an apostrophe before a brace, a '#', a '|' or another apostrophe quotes it. So the
// conversion doubles exactly those apostrophes ('' is one apostrophe in ICU); every other reads as before.
export function toIcu(message: string): string {
  return message.replace(/'(?=[{}#|'])/g, "''");
}
