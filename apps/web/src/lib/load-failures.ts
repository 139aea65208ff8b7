// Code that failed to arrive (a page's module, a part's chunk: offline, a dropped connection, a
// release that replaced the file). The error page's 'Try again' forgets every such failure, so the
// next render asks for the code again instead of showing the same error.

const forgets = new Set<() => void>();

/** Keeps how to forget one failed load until the next 'Try again'. */
export function rememberFailedLoad(forget: () => void): void {
  forgets.add(forget);
}

/** Forgets every failed load: what renders next asks for its code again. */
export function forgetFailedLoads(): void {
  const all = [...forgets];
  forgets.clear();
  for (const forget of all) forget();
}

/** Whether an error is code that did not arrive (Chromium's, Firefox's and Safari's words, and Vite's for a stylesheet) rather than a bug. */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}
