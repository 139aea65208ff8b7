import { describe, expect, it, vi } from 'vitest';
import { ruleRegExp } from '@dwa/shared/moderation';
import { RETRY_FACTOR, UNCHECKED_MATCH, firstMatch, isTooSlow, runRegExp, type CompiledRule } from './content-match';

// The rules' matcher: the matched text, and a rule that runs out of time holds the text for review
// rather than letting it through.

const rule = (id: number, regexp: RegExp, label = `rule ${id}`): CompiledRule => ({ id, kind: 'pattern', label, regexp });
/** Backtracks exponentially on a run of a's that does not end the way it wants. */
const catastrophic = /^(a+)+$/i;

describe('content rules matcher', () => {
  it('answers the matched text, or null', () => {
    expect(runRegExp(ruleRegExp('word', 'western union'), 'Pay by Western Union only', 100)).toBe('Western Union');
    expect(runRegExp(ruleRegExp('word', 'western union'), 'A western wear shop', 100)).toBeNull();
  });

  it('gives the first matching rule, oldest first, with its text', () => {
    const rules = [rule(1, /momo first/i, 'Payment first'), rule(2, /\d{10}/, 'Phone')];
    expect(firstMatch(rules, 'call 0241234567', 100, () => undefined)).toEqual({
      id: 2,
      kind: 'pattern',
      label: 'Phone',
      match: '0241234567',
    });
    expect(firstMatch(rules, 'a fine kente cloth', 100, () => undefined)).toBeNull();
  });

  it('holds the text for review when a rule runs out of time, and says which rule', () => {
    const onSlow = vi.fn();
    const rules = [rule(1, catastrophic, 'Runaway'), rule(2, /kente/i)];
    const found = firstMatch(rules, `${'a'.repeat(40)}!`, 20, onSlow);
    expect(found).toEqual({ id: 1, kind: 'pattern', label: 'Runaway', match: UNCHECKED_MATCH });
    expect(onSlow).toHaveBeenCalledWith(rules[0]);
    // The matcher still works after a run was stopped.
    expect(runRegExp(/kente/i, 'kente cloth', 100)).toBe('kente');
  });

  it('tries a rule that ran out of time once more with more time, as a busy machine may stall the process', () => {
    const onSlow = vi.fn();
    const limits: number[] = [];
    const stalledOnce: typeof runRegExp = (regexp, text, timeoutMs) => {
      limits.push(timeoutMs);
      if (limits.length === 1) throw new Error('Script execution timed out after 20ms');
      return runRegExp(regexp, text, timeoutMs);
    };
    expect(firstMatch([rule(1, /kente/i)], 'a fine cloth', 20, onSlow, stalledOnce)).toBeNull();
    expect(limits).toEqual([20, 20 * RETRY_FACTOR]);
    expect(onSlow).not.toHaveBeenCalled();
    const alwaysOut: typeof runRegExp = () => {
      throw new Error('Script execution timed out');
    };
    expect(firstMatch([rule(1, /kente/i)], 'a fine cloth', 20, onSlow, alwaysOut)).toEqual({
      id: 1,
      kind: 'pattern',
      label: 'rule 1',
      match: UNCHECKED_MATCH,
    });
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('finds a pattern too slow on long probe texts, and a plain word fast enough', () => {
    // Exponential on the probe of x's that ends in '!' (and nothing the shorter probes would finish).
    expect(isTooSlow(/(x+x+)+y/i, 50)).toBe(true);
    expect(isTooSlow(ruleRegExp('word', 'western union'), 50)).toBe(false);
  });

  it('does not refuse a rule as too slow because the machine stalled once, only when it runs out of time twice', () => {
    const limits: number[] = [];
    const stalledOnce: typeof runRegExp = (regexp, text, timeoutMs) => {
      limits.push(timeoutMs);
      if (limits.length === 1) throw new Error('Script execution timed out after 50ms');
      return runRegExp(regexp, text, timeoutMs);
    };
    expect(isTooSlow(ruleRegExp('word', 'western union'), 50, stalledOnce)).toBe(false);
    expect(limits.slice(0, 2)).toEqual([50, 50 * RETRY_FACTOR]);
    const alwaysOut: typeof runRegExp = () => {
      throw new Error('Script execution timed out');
    };
    expect(isTooSlow(ruleRegExp('word', 'western union'), 50, alwaysOut)).toBe(true);
  });
});
