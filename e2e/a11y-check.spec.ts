import { seriousA11yViolations } from './fixtures/browser';
import { expect, test } from './fixtures/test';

// The accessibility check every journey calls judges the page at rest, and still bites: faint words
// are reported, and a toast that fades in while axe reads the page is read again once it is in.

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test.describe('the accessibility check', () => {
  test('reports words too faint to read, at rest', async ({ page }) => {
    await page.setContent(PAGE('<p style="color:#c8c8c8;background:#fff">Faint words</p>'));
    const violations = await seriousA11yViolations(page);
    expect(violations.some((violation) => violation.startsWith('color-contrast:'))).toBe(true);
  });

  test('a toast that fades in while the page is read is judged once it is in', async ({ page }) => {
    // A toast of readable colours whose fade-in starts a moment after the check begins.
    await page.setContent(
      PAGE(`<section aria-label="Notifications"><ol><li data-sonner-toast id="toast" style="opacity:0;transition:opacity 600ms;color:#14532d;background:#ecfdf5;padding:8px">Code created.</li></ol></section>
      <script>setTimeout(() => { document.getElementById('toast').style.opacity = '1'; }, 30);</script>`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(page.locator('#toast')).toHaveCSS('opacity', '1');
  });
});
