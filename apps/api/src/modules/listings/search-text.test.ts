import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, queryWords, toTsQuery } from './search-text';

describe('toTsQuery', () => {
  it('requires every word, and matches words of 3+ characters as prefixes', () => {
    expect(toTsQuery('Samsung A54 5g')).toBe("'samsung':* & 'a54':* & '5g'");
    expect(toTsQuery('  TV  ')).toBe("'tv'");
  });

  it('keeps letters and digits of any script, and drops repeated words', () => {
    expect(toTsQuery('Décor décor Ɔkɔdeɛ 2024')).toBe("'décor':* & 'ɔkɔdeɛ':* & '2024':*");
  });

  it('treats quotes, operators, LIKE wildcards and backslashes as separators', () => {
    expect(toTsQuery("o'brien 100% re_al back\\slash")).toBe("'o' & 'brien':* & '100':* & 're' & 'al' & 'back':* & 'slash':*");
    expect(toTsQuery("a&b|c!d:* (e) <-> 'f'")).toBe("'a' & 'b' & 'c' & 'd' & 'e' & 'f'");
  });

  it('answers null when there is no word at all', () => {
    expect(toTsQuery('%_\\\'"&|!():*')).toBeNull();
    expect(toTsQuery('')).toBeNull();
  });

  it('keeps at most a few words, and no absurdly long one', () => {
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords(`${'x'.repeat(65)} ok`)).toEqual(['ok']);
  });
});
