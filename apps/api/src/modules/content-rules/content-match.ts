import { Script, createContext } from 'node:vm';
import { ruleRegExp, type MatchedRule } from '@dwa/shared/moderation';
import type { ContentRuleRow } from './content-rules.repo';

// Testing a text against the rules. A regular expression cannot be stopped from inside JavaScript,
// so each test runs in a vm context with a time limit: a pattern that backtracks forever (one that
// slipped past patternProblem) costs at most `timeoutMs` per rule. A text a rule could not be tested
// against in time is held for review as if it matched (fail closed): a busy server must never let a
// listing through unchecked. One context serves every test (set up once: only the match is timed).

export type CompiledRule = { id: number; kind: ContentRuleRow['kind']; label: string; regexp: RegExp };

/** A listing's title and description: at most 120 + 1 + 5000 characters (the form's limits); longer text is cut. */
export const MAX_TESTED_LENGTH = 5200;

const exec = new Script('regexp.lastIndex = 0; found = regexp.exec(text); found ? found[0] : null');
const sandbox: { regexp: RegExp | null; text: string; found: unknown } = { regexp: null, text: '', found: null };
const context = createContext(sandbox);

export function compileRules(rows: ContentRuleRow[], onBad: (row: ContentRuleRow, error: unknown) => void): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  for (const row of rows) {
    try {
      compiled.push({ id: row.id, kind: row.kind, label: row.label, regexp: ruleRegExp(row.kind, row.value) });
    } catch (error) {
      onBad(row, error);
    }
  }
  return compiled;
}

/** The text `regexp` finds in `text`, null when none; throws when it runs over `timeoutMs`. */
export function runRegExp(regexp: RegExp, text: string, timeoutMs: number): string | null {
  sandbox.regexp = regexp;
  sandbox.text = text.slice(0, MAX_TESTED_LENGTH);
  try {
    const found: unknown = exec.runInContext(context, { timeout: timeoutMs });
    return typeof found === 'string' ? found : null;
  } finally {
    sandbox.regexp = null;
    sandbox.text = '';
    sandbox.found = null;
  }
}

/** What a listing held because a rule ran out of time shows the moderator as the matched text. */
export const UNCHECKED_MATCH = '(not checked in time: review the whole text)';

/** A second try gets this many times the limit: a process the machine left waiting is not a slow rule. */
export const RETRY_FACTOR = 5;

/**
 * The first rule (oldest first) the text matches, with the matched text. A rule that runs out of
 * time is tried once more with RETRY_FACTOR times the limit (the limit is wall-clock time, and a busy
 * machine may not run the process at all for a while); out of time again, it counts as a match.
 */
export function firstMatch(
  rules: CompiledRule[],
  text: string,
  timeoutMs: number,
  onSlow: (rule: CompiledRule) => void,
  run: typeof runRegExp = runRegExp,
): MatchedRule | null {
  for (const rule of rules) {
    let match: string | null;
    try {
      match = run(rule.regexp, text, timeoutMs);
    } catch {
      try {
        match = run(rule.regexp, text, timeoutMs * RETRY_FACTOR);
      } catch {
        onSlow(rule);
        return { id: rule.id, kind: rule.kind, label: rule.label, match: UNCHECKED_MATCH };
      }
    }
    if (match !== null) return { id: rule.id, kind: rule.kind, label: rule.label, match: match.slice(0, 200) };
  }
  return null;
}

/** Long texts a careless pattern backtracks on: a slow pattern is refused before it is kept. */
const PROBES = ['a'.repeat(5000), '0'.repeat(5000), ' '.repeat(5000), 'a 0.'.repeat(1250), `${'x'.repeat(4999)}!`];

export function isTooSlow(regexp: RegExp, timeoutMs: number, run: typeof runRegExp = runRegExp): boolean {
  // As in firstMatch: a probe that ran out of time is tried once more with RETRY_FACTOR times the
  // limit, since a busy machine may stall the process (a plain word was once refused as too slow).
  const finishes = (probe: string) => {
    try {
      run(regexp, probe, timeoutMs);
      return true;
    } catch {
      try {
        run(regexp, probe, timeoutMs * RETRY_FACTOR);
        return true;
      } catch {
        return false;
      }
    }
  };
  return !PROBES.every(finishes);
}
