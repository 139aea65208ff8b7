// @vitest-environment jsdom
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { landingMessages } from './catalogs/landing';
import { createI18n, en } from './i18n';
import { I18nProvider, useT } from './i18n-context';

// useT suspends on an area's catalog. It used to suspend through use(): when the catalog landed while
// React was still in that render (a transition waits on it in place), React replayed the component,
// the replay no longer called use(), and the hooks after it threw "Update hook called on initial
// render" (React #467), recovered by rendering the whole root again and reported (the French
// journey saw it in CI). This fails on that code.

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const before = globals.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = before;
  document.body.innerHTML = '';
});

function Hero() {
  const t = useT(landingMessages);
  const [shown] = useState(() => t('hero.badge'));
  return <p>{shown}</p>;
}

describe('useT', () => {
  it('renders an area whose catalog lands during the render, with no render error for React to recover from', async () => {
    // Real scheduling, as in the browser: act() would flush the work synchronously.
    globals.IS_REACT_ACT_ENVIRONMENT = false;
    let land = () => {};
    const catalog = new Promise<{ default: Record<string, string> }>((resolve) => {
      land = () => resolve({ default: { 'hero.badge': 'Conçu pour le Ghana' } });
    });
    const fr = createI18n('fr', en, { areas: { '../catalogs/landing/fr.json': () => catalog }, routeAreas: {} });
    const recovered: unknown[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
    startTransition(() => {
      root.render(
        <I18nProvider value={fr}>
          <Hero />
        </I18nProvider>,
      );
    });
    // React starts the render, meets the pending catalog and waits on it in place.
    await new Promise((resolve) => setTimeout(resolve, 5));
    land();
    await expect.poll(() => host.textContent).toBe('Conçu pour le Ghana');
    expect(recovered).toEqual([]);
    root.unmount();
  });
});
