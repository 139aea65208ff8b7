import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';

// index.html's boot script (issue 34, ADR 088): on a server-rendered page the app's entry and its
// preloads, listed by the server in #dwa-boot, are added only once the document is parsed and a
// frame has been painted, or after 2 s in a tab that paints nothing; the app's shell is left alone.
// A page that does nothing by itself (start: 'intent', ADR 099) starts the app at the person's first
// tap, key or focus instead, and only fetches its code after the load event.

const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const script = scripts.find((body) => body.includes('dwa-boot')) ?? '';
const heldTaps = scripts.find((body) => body.includes('data-held-tap')) ?? '';

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
    // Files share a worker's document (isolate: false, ADR 078).
    document.documentElement.removeAttribute('data-app-started');
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

  describe("on a page that does nothing by itself (start: 'intent')", () => {
    const register = vi.fn(() => Promise.resolve());
    /** What the page's routes load on demand (a buy box): fetched ahead too, so the first tap waits for no network. */
    const PARTS = ['/assets/buy-box-1.js'];
    const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
    const withIntentBoot = (worker = '/sw.js', more: { islands?: string } = {}) => {
      document.head.insertAdjacentHTML(
        'beforeend',
        `<script type="application/json" id="dwa-boot">${JSON.stringify({ ...BOOT, start: 'intent', worker, parts: PARTS, ...more })}</script>`,
      );
    };
    const settle = () => {
      for (let round = 0; round < 3; round += 1) {
        paintFrame();
        vi.advanceTimersByTime(1000);
      }
    };
    /** After the load event: two frames, then the task that fetches ahead (its first file in it). */
    const shown = () => {
      paintFrame();
      paintFrame();
      vi.advanceTimersToNextTimer();
    };

    beforeEach(() => {
      register.mockClear();
      Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
      // The server writes the page's language on <html> (English without a chosen one).
      document.documentElement.lang = 'en';
      document.body.innerHTML = `<div id="root"><main><a href="/listings" id="link">More</a><button type="button" id="like">Like</button><input id="q"></main></div>`;
    });

    afterEach(() => {
      // A listener a test left waiting is used up here, before the next test's <head>.
      window.dispatchEvent(new KeyboardEvent('keydown'));
      Reflect.deleteProperty(navigator, 'serviceWorker');
      document.documentElement.removeAttribute('data-app-started');
      localStorage.clear();
      sessionStorage.clear();
    });

    it('runs no code until the person touches the page, but fetches it and registers the worker after the load event', () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      withIntentBoot();
      new Function(script)();
      settle();
      expect(added()).toEqual([]);
      expect(prefetched()).toEqual([]);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      // Nothing until a frame after the load event has been shown (ADR 103).
      paintFrame();
      vi.advanceTimersByTime(0);
      expect(prefetched()).toEqual([]);
      paintFrame();
      expect(prefetched()).toEqual([]);
      vi.advanceTimersToNextTimer();
      // A file a task (twenty in one were a long task on a phone): the first task adds the first.
      const files = [...BOOT.preload, BOOT.entry, ...PARTS];
      expect(prefetched()).toEqual(files.slice(0, 1));
      for (let count = 2; count <= files.length; count += 1) {
        vi.advanceTimersToNextTimer();
        expect(prefetched()).toEqual(files.slice(0, count));
      }
      expect(register).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
      settle();
      expect(added()).toEqual([]);
      expect(prefetched()).toEqual(files);
      readyState.mockRestore();
    });

    it('a tap while the files are being fetched starts the app: its own preloads fetch the rest of its files, the parts are still fetched ahead', () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      withIntentBoot();
      new Function(script)();
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      shown();
      vi.advanceTimersToNextTimer();
      expect(prefetched()).toEqual(BOOT.preload.slice(0, 2));
      document.getElementById('like')?.click();
      expect(added().map((file) => file.url)).toEqual([...BOOT.preload, BOOT.entry]);
      settle();
      expect(prefetched()).toEqual([...BOOT.preload.slice(0, 2), ...PARTS]);
      expect(register).toHaveBeenCalledOnce();
      readyState.mockRestore();
    });

    it('starts the app at the first tap on a button, once', () => {
      withIntentBoot();
      new Function(script)();
      settle();
      document.getElementById('like')?.click();
      expect(added().map((file) => file.url)).toEqual([...BOOT.preload, BOOT.entry]);
      document.getElementById('like')?.click();
      settle();
      expect(added()).toHaveLength(4);
    });

    it('starts it when a field is focused or a key pressed', () => {
      withIntentBoot();
      new Function(script)();
      document.getElementById('q')?.focus();
      expect(added()).toHaveLength(4);
      document.head.innerHTML = '';
      withIntentBoot();
      new Function(script)();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
      expect(added()).toHaveLength(4);
    });

    it("leaves a tap on a link to the browser: the next page is the server's", () => {
      withIntentBoot();
      new Function(script)();
      const link = document.getElementById('link');
      link?.addEventListener('click', (event) => event.preventDefault());
      link?.click();
      settle();
      expect(added()).toEqual([]);
    });

    it('hears a tap that the held taps stop, and the tap is held for the app', () => {
      new Function(heldTaps)();
      withIntentBoot();
      new Function(script)();
      const like = document.getElementById('like');
      like?.click();
      expect(like?.getAttribute('data-held-tap')).toBe('');
      expect(added()).toHaveLength(4);
      // The held taps stop listening once the page is live.
      document.documentElement.dataset.hydrated = 'true';
    });

    it.each([
      ['someone signed in with Remember me', () => localStorage.setItem('auth_token', 't')],
      ['someone signed in for this browser session', () => sessionStorage.setItem('auth_token', 't')],
      ['a kept choice that changes the page (a currency)', () => localStorage.setItem('currency', 'USD')],
    ])('starts after the paint as before for %s', (_, keep) => {
      keep();
      withIntentBoot();
      new Function(script)();
      paintFrame();
      vi.advanceTimersByTime(0);
      expect(added()).toHaveLength(4);
      expect(prefetched()).toEqual([]);
    });

    it('starts after the paint as before on a copy in another language than the one chosen', () => {
      document.documentElement.lang = 'en';
      document.cookie = 'dwa_lang=fr; path=/';
      withIntentBoot();
      new Function(script)();
      paintFrame();
      vi.advanceTimersByTime(0);
      expect(added()).toHaveLength(4);
      document.cookie = 'dwa_lang=; path=/; max-age=0';
    });

    it('still waits for a touch on a page in the language chosen', () => {
      document.documentElement.lang = 'fr';
      document.cookie = 'dwa_lang=fr; path=/';
      withIntentBoot();
      new Function(script)();
      settle();
      expect(added()).toEqual([]);
      document.cookie = 'dwa_lang=; path=/; max-age=0';
    });

    it('still waits for a touch with only the theme and what was seen once kept', () => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('splash_seen', '1');
      localStorage.setItem('classifieds_tour_seen', 'true');
      // A tour half done: the islands resume it without the app (ADR 100).
      localStorage.setItem('landing_tour_step', '2');
      withIntentBoot();
      new Function(script)();
      settle();
      expect(added()).toEqual([]);
    });

    describe("with something that moves by itself (#dwa-boot's islands, ADR 100)", () => {
      const ISLANDS = '/assets/islands-1.js';
      const withIslands = () => {
        withIntentBoot('/sw.js', { islands: ISLANDS });
        document.body.insertAdjacentHTML(
          'beforeend',
          '<div role="dialog" data-island=""><button type="button" id="tour-next">Next</button></div>',
        );
      };

      it("loads the islands' script once the page has loaded, and not the app", () => {
        const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
        withIslands();
        new Function(script)();
        settle();
        expect(added()).toEqual([]);
        readyState.mockReturnValue('complete');
        window.dispatchEvent(new Event('load'));
        expect(added()).toEqual([]);
        shown();
        expect(added()).toEqual([{ tag: 'script', url: ISLANDS, crossorigin: '' }]);
        settle();
        expect(added()).toHaveLength(1);
        expect(document.documentElement.hasAttribute('data-app-started')).toBe(false);
        readyState.mockRestore();
      });

      it('starts nothing and holds nothing for a tap, a key or focus in what the islands run', () => {
        delete document.documentElement.dataset.hydrated;
        new Function(heldTaps)();
        withIslands();
        new Function(script)();
        settle();
        const next = document.getElementById('tour-next');
        const pressed = vi.fn();
        next?.addEventListener('click', pressed);
        next?.focus();
        next?.click();
        next?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
        expect(pressed).toHaveBeenCalledOnce();
        expect(next?.hasAttribute('data-held-tap')).toBe(false);
        expect(added().map((file) => file.url)).toEqual([ISLANDS]);
        // A tap anywhere else starts the app.
        document.getElementById('like')?.click();
        expect(added().map((file) => file.url)).toEqual([ISLANDS, ...BOOT.preload, BOOT.entry]);
        expect(document.getElementById('like')?.hasAttribute('data-held-tap')).toBe(true);
        // The held taps stop listening once the page is live (files share the document: ADR 078).
        document.documentElement.dataset.hydrated = 'true';
      });

      it("marks the page as started, and adds no islands' script once the app has started", () => {
        const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
        withIslands();
        new Function(script)();
        document.getElementById('like')?.click();
        expect(document.documentElement.hasAttribute('data-app-started')).toBe(true);
        readyState.mockReturnValue('complete');
        window.dispatchEvent(new Event('load'));
        settle();
        expect(added().map((file) => file.url)).toEqual([...BOOT.preload, BOOT.entry]);
        readyState.mockRestore();
      });
    });

    it('starts it when a part only the app fills comes near the screen, and not before', () => {
      const observed: Element[] = [];
      let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
      const disconnect = vi.fn();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: typeof report, options: { rootMargin: string }) {
            report = callback;
            expect(options.rootMargin).toBe('400px');
          }
          observe(element: Element) {
            observed.push(element);
          }
          disconnect = disconnect;
        },
      );
      document.body.insertAdjacentHTML('beforeend', '<section id="comments"><div data-needs-app=""></div></section>');
      withIntentBoot();
      new Function(script)();
      expect(observed).toEqual([document.querySelector('[data-needs-app]')]);
      report([{ isIntersecting: false }]);
      settle();
      expect(added()).toEqual([]);
      report([{ isIntersecting: true }]);
      expect(added()).toHaveLength(4);
      expect(disconnect).toHaveBeenCalled();
    });

    it('waits for the photos the page asked for first to be decoded and shown before fetching anything', async () => {
      let decoded: () => void = () => undefined;
      const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
      // A photo that cannot be decoded (a broken file) holds nothing back.
      const broken = vi.fn(() => Promise.reject(new Error('EncodingError')));
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img id="first" fetchpriority="high" alt=""><img id="broken" fetchpriority="high" alt=""><img id="later" loading="lazy" alt="">',
      );
      Object.assign(document.getElementById('first')!, { decode });
      Object.assign(document.getElementById('broken')!, { decode: broken });
      const later = vi.fn(() => new Promise<void>(() => undefined));
      Object.assign(document.getElementById('later')!, { decode: later });
      withIntentBoot();
      new Function(script)();
      expect(decode).toHaveBeenCalledOnce();
      expect(broken).toHaveBeenCalledOnce();
      // A photo further down, fetched when near, is not waited for.
      expect(later).not.toHaveBeenCalled();
      settle();
      await Promise.resolve();
      settle();
      expect(prefetched()).toEqual([]);
      decoded();
      await vi.waitFor(() => {
        paintFrame();
        vi.advanceTimersByTime(1);
        expect(prefetched()).not.toEqual([]);
      });
      settle();
      expect(prefetched()).toEqual([...BOOT.preload, BOOT.entry, ...PARTS]);
    });

    it('registers no worker where the build has none', () => {
      withIntentBoot('');
      new Function(script)();
      settle();
      expect(prefetched()).toHaveLength(5);
      expect(register).not.toHaveBeenCalled();
    });
  });
});
