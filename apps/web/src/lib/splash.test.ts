import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ID } from './ssr-state';

// The first-visit splash (lib/splash.ts): a preloader of '/' rendered by the browser, never over a
// page that is ready. Each test is a new page load (the module's decision is made once per load).

async function pageLoad(pathname: string, { serverRendered }: { serverRendered: boolean }): Promise<boolean> {
  vi.resetModules();
  document.getElementById(SSR_STATE_ID)?.remove();
  if (serverRendered) {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SSR_STATE_ID;
    state.textContent = '{"queries":{"queries":[],"mutations":[]}}';
    document.body.append(state);
  }
  const { decideSplash } = await import('./splash');
  return decideSplash(pathname);
}

beforeEach(() => localStorage.clear());
afterEach(() => document.getElementById(SSR_STATE_ID)?.remove());

describe('the splash', () => {
  it("shows on a first visit of '/' that the browser renders itself, and never again", async () => {
    expect(await pageLoad('/', { serverRendered: false })).toBe(true);
    expect(await pageLoad('/', { serverRendered: false })).toBe(false);
  });

  it("never shows over a page the server rendered, nor on a later visit of '/' the browser renders (the server busy, the app's shell)", async () => {
    expect(await pageLoad('/', { serverRendered: true })).toBe(false);
    expect(await pageLoad('/', { serverRendered: false })).toBe(false);
  });

  it('a first visit elsewhere counts as the first visit: no splash when the home page comes later', async () => {
    expect(await pageLoad('/listings', { serverRendered: false })).toBe(false);
    expect(await pageLoad('/', { serverRendered: false })).toBe(false);
  });
});
