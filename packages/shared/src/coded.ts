// A sentence of this package made with its machine code (ADR 092): every message its schemas and
// rules write is `coded('accounts.name', 'Enter full name.')`, or with the values it shows,
// `coded('commerce.promo_expired', `Promo code ${code} has expired.`, { code })`. The sentence stays
// the English text it was (zod, the API's `detail` and the web's forms carry strings); the code and
// params stay with it here, so the web translates a form's own message by its code, as it does a
// server's answer (ADR 077), and never has to recognise the English. Each code is PROBLEMS's
// (problems.ts) for that very sentence: problems.test.ts reads the calls and holds them to it.

export type ProblemParams = Record<string, string | number>;
export type Problem = { code: string; params: ProblemParams };

/** Sentences without values: a few hundred, made once each when their module loads. */
const fixed = new Map<string, Problem>();
/** Sentences with values, most recent last: a message function makes a new one at each call. */
const valued = new Map<string, Problem>();
const VALUED_KEPT = 1000;

/**
 * The sentence, its code and params kept with it. The params are the text the sentence shows (an
 * API answer's params read the same); a count stays countable, as a plural reads it as a number.
 */
export function coded(code: string, sentence: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) {
    fixed.set(sentence, { code, params: {} });
    return sentence;
  }
  const shown: ProblemParams = {};
  for (const [name, value] of Object.entries(params)) shown[name] = String(value);
  valued.delete(sentence);
  valued.set(sentence, { code, params: shown });
  if (valued.size > VALUED_KEPT) valued.delete(valued.keys().next().value ?? '');
  return sentence;
}

/**
 * The code and params a sentence of this package was made with, if it was. A sentence made both
 * fixed and with values ("At most 100 characters.", written out and from `At most ${max} …`) takes
 * the fixed one's code, whose translation was written for that very sentence.
 */
export function codeOf(sentence: string): Problem | undefined {
  return fixed.get(sentence) ?? valued.get(sentence);
}
