import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { applyTheme, oppositeTheme, parseTheme, resolveTheme, themeToggleLabel } from './theme';

describe('resolveTheme', () => {
  it('uses the stored preference when it is light or dark', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('falls back to the system preference, then to light', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
    expect(resolveTheme(undefined, undefined)).toBe('light');
  });
});

describe('theme helpers', () => {
  it('parses only the two known values', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('DARK')).toBeNull();
    expect(parseTheme(1)).toBeNull();
  });

  it('labels the toggle with the mode it switches to', () => {
    expect(themeToggleLabel('dark')).toBe('Light');
    expect(themeToggleLabel('light')).toBe('Dark');
    expect(oppositeTheme('light')).toBe('dark');
  });

  it('applies the dark class and color scheme to the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('the inline no-flash script in index.html', () => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

  function runWith(stored: string | null, systemDark: boolean): boolean {
    document.documentElement.className = '';
    if (stored === null) localStorage.removeItem('theme');
    else localStorage.setItem('theme', stored);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query.includes('dark') }));
    new Function(script)();
    return document.documentElement.classList.contains('dark');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('exists', () => {
    expect(script).toContain("localStorage.getItem('theme')");
  });

  it.each([
    ['en', []],
    ['fr', ['number fr', 'date fr Africa/Accra']],
  ])("loads the browser's number and date data before first paint in the page's language, none in English (%s)", (lang, expected) => {
    const made: string[] = [];
    const formatter = { format: () => '' };
    vi.stubGlobal('Intl', {
      NumberFormat: function NumberFormat(locale: string) {
        made.push(`number ${locale}`);
        return formatter;
      },
      DateTimeFormat: function DateTimeFormat(locale: string, options: { timeZone?: string }) {
        made.push(`date ${locale} ${options.timeZone}`);
        return formatter;
      },
    });
    document.documentElement.lang = lang;
    runWith(null, false);
    document.documentElement.lang = 'en';
    expect(made).toEqual(expected);
  });

  it.each([
    ['dark', false],
    ['light', true],
    [null, true],
    [null, false],
    ['bogus', true],
  ] as const)('agrees with resolveTheme for stored=%s, systemDark=%s', (stored, systemDark) => {
    expect(runWith(stored, systemDark)).toBe(resolveTheme(stored, systemDark) === 'dark');
  });
});
