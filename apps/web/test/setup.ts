import { afterAll, vi } from 'vitest';

// Most web test files share a worker's jsdom (isolate: false, ADR 078): a new process and jsdom
// per file was 90% of the project's time. Each file still starts as a fresh one would: the last
// file's React trees unmounted, every module evaluated again (no state left in a module), an empty
// page at '/', <html> without attributes (language, direction, theme), empty storage, no cookies,
// real timers, no stubbed global. Files that mock a module run isolated (vitest.config.ts), since a
// mock stays registered in the worker.
const previous = await import('@testing-library/react');
previous.cleanup();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// A file may run in Node (`@vitest-environment node`): no page there.
if (typeof document !== 'undefined') {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

// Component tests wait for what arrives later (a lazy part below the fold, a schema loaded on
// demand: ADR 050, ADR 052) with findBy/waitFor. Their default second is a fast machine's: the
// suite runs beside the journeys on two loaded cores, where loading a chunk in jsdom took longer
// (a lazy module is compiled on its first import) and the same tests failed at random. What they
// assert does not change, only how long they wait. Configured on the module the test file imports.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 10_000 });

// A file that signed someone in opens the live connection (lib/realtime.ts startRealtime); jsdom has
// no server behind it, so the client retries on a timer that outlived the file and fired in a later
// file's environment (CI: 'window is not defined' from realtime.ts, after its file had ended). Each
// file's own client is closed as the file ends, which stops its timers (a file that mocks the module
// has no real client to close).
afterAll(async () => {
  if (typeof WebSocket === 'undefined') return;
  const { realtime } = await import('../src/lib/realtime');
  if (typeof realtime?.setToken === 'function') realtime.setToken(null);
});
