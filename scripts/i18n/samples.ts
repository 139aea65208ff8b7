import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// The values every catalog message is rendered with, old formatter and new (the snapshot and
// catalogs.test.ts): a message without placeholders once as it is; one with placeholders once per
// row, each count and each select's every choice taken in turn, plain values as text and as numbers.

export type Values = Record<string, string | number>;

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1234];

type Arguments = { plain: Set<string>; counts: Set<string>; choices: Map<string, Set<string>> };

function collect(elements: MessageFormatElement[], found: Arguments): void {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.plain.add(element.value);
    else if (element.type === TYPE.plural) {
      found.counts.add(element.value);
      for (const option of Object.values(element.options)) collect(option.value, found);
    } else if (element.type === TYPE.select) {
      const choices = found.choices.get(element.value) ?? new Set<string>();
      for (const [choice, option] of Object.entries(element.options)) {
        choices.add(choice);
        collect(option.value, found);
      }
      found.choices.set(element.value, choices);
    }
  }
}

/** The rows of values for a message and its English (an ICU message each; null: render once without values). */
export function sampleValues(messages: string[]): Values[] | null {
  const found: Arguments = { plain: new Set(), counts: new Set(), choices: new Map() };
  for (const message of messages) collect(parse(message, { ignoreTag: true, requiresOtherClause: false }), found);
  if (found.plain.size === 0 && found.counts.size === 0 && found.choices.size === 0) return null;
  const choiceLists = [...found.choices].map(([name, choices]) => [name, [...choices, 'zz-unknown']] as const);
  const rows =
    found.counts.size === 0 && choiceLists.length === 0 ? 2 : Math.max(COUNTS.length, ...choiceLists.map(([, choices]) => choices.length));
  return Array.from({ length: rows }, (_, row) => {
    const values: Values = {};
    for (const name of found.plain) values[name] = row % 2 === 0 ? `‹${name}›` : (COUNTS[row % COUNTS.length] ?? 0) * 1000 + 0.5;
    for (const name of found.counts) values[name] = COUNTS[row % COUNTS.length] ?? 0;
    for (const [name, choices] of choiceLists) values[name] = choices[row % choices.length] ?? '';
    return values;
  });
}
