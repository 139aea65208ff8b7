// The offline page's theme: the one chosen in the app (localStorage 'theme'), else the system's.
// A file, not an inline script: the content security policy allows scripts from the site only.
(function () {
  try {
    var stored = globalThis.localStorage.getItem('theme');
    var dark = stored === 'dark' || (stored !== 'light' && globalThis.matchMedia('(prefers-color-scheme: dark)').matches);
    globalThis.document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage refused: the system's theme (the stylesheet's default) stays.
  }
})();
