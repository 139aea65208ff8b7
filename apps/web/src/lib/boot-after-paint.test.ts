import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';

// index.html's boot script (issue 34, ADR 088): on a server-rendered page the app's entry and its
// preloads, listed by the server in #dwa-boot, are added only once the document is parsed and a
// frame has been painted, or after 2 s in a tab that paints nothing; the app's shell is left alone.

const script =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').find((body) => body.includes('dwa-boot')) ?? '';

const BOOT = { preload: ['/assets/rolldown-runtime-1.js', '/assets/web-1.js', '/assets/listing-1.js'], entry: '/assets/index-1.js' };

/** The scripts and preloads in <head>, in order. */
const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    url: element.getAttribute('href') ?? element.getAttribute('src'),
    crossorigin: element.getAttribute('crossorigin'),
  }));

describe("the inline script that loads a server-rendered page's code after its first paint", () => {
  let frames: FrameRequestCallback[] = [];
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><main>Painted</main></div>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const withBoot = () => {
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="dwa-boot">${JSON.stringify(BOOT)}</script>`);
  };

  it('exists', () => {
    expect(script).toContain("getElementById('dwa-boot')");
  });

  it('adds the preloads, in order, then the entry, once a frame has been painted, and not before', () => {
    withBoot();
    new Function(script)();
    expect(added()).toEqual([]);
    paintFrame();
    // The frame's callback runs before that frame is painted: the code follows it.
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      { tag: 'link', url: '/assets/rolldown-runtime-1.js', crossorigin: '' },
      { tag: 'link', url: '/assets/web-1.js', crossorigin: '' },
      { tag: 'link', url: '/assets/listing-1.js', crossorigin: '' },
      { tag: 'script', url: '/assets/index-1.js', crossorigin: '' },
    ]);
    // The 2 s fallback does not add them a second time.
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(4);
  });

  it('adds them after 2 s in a tab that paints nothing (in the background)', () => {
    withBoot();
    new Function(script)();
    vi.advanceTimersByTime(1999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added().map((file) => file.url)).toEqual([...BOOT.preload, BOOT.entry]);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(4);
  });

  it('waits for the document to be parsed', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    new Function(script)();
    // #dwa-boot comes later in the document.
    withBoot();
    paintFrame();
    vi.advanceTimersByTime(3000);
    expect(added()).toEqual([]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(added().map((file) => file.url)).toEqual([...BOOT.preload, BOOT.entry]);
    readyState.mockRestore();
  });

  it("leaves the app's shell alone: no #dwa-boot, nothing added", () => {
    new Function(script)();
    paintFrame();
    vi.advanceTimersByTime(3000);
    expect(added()).toEqual([]);
    expect(frames).toEqual([]);
  });

  it("keeps the browser's install offer for the app's code, which comes later", () => {
    new Function(script)();
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(window.dwaInstallOffer).toBe(offer);
    delete window.dwaInstallOffer;
  });
});
