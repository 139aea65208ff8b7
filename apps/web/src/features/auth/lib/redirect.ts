import { paths } from '../../../config/paths';

// Where to go after signing in: the path a guard saved (?redirect= or location.state.from), but only
// a path of this site, never another origin ('//evil.example', '/\evil.example') or the auth pages.

export const AFTER_SIGN_IN = paths.classifieds.getHref();
const AUTH_PAGES = new Set<string>([paths.signin.path, paths.signup.path]);
const ORIGIN = 'http://dwa.invalid';

export function safeRedirect(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) continue;
    let url: URL;
    try {
      url = new URL(candidate, ORIGIN);
    } catch {
      continue;
    }
    if (url.origin !== ORIGIN || AUTH_PAGES.has(url.pathname)) continue;
    return url.pathname + url.search + url.hash;
  }
  return AFTER_SIGN_IN;
}
