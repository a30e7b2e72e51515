export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

// Returning to the login screen after logging in would only show the form again.
const LOGIN_PATH = /^\/login(?:[/?#]|$)/;

/** Any origin that no real host has: paths are resolved against it to see whether they stay on this site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * The path, search and fragment of `value` when it is a path on this site (one leading "/"), as the browser
 * will resolve it ("/a/../login" → "/login"); null for anything a browser could read as another host
 * ("//host", "/\host", "/\t/host") or scheme. Shared by every redirect rule (login, patients' pages).
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || url.username || url.password) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The path to open after login. Only a local path (one leading "/") is accepted; anything that a browser
 * could read as another host ("//host", "/\host", "https:", "javascript:") falls back to the dashboard,
 * so a crafted login link cannot send staff to a foreign site (open redirect).
 */
export function safeRedirect(value: string | null): string {
  const path = localPath(value);
  if (!path || LOGIN_PATH.test(path)) return DEFAULT_AFTER_LOGIN_PATH;
  return path;
}

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The login address that brings the user back to `pathname + search` afterwards. */
export function loginPathFor({ pathname, search }: { pathname: string; search: string }): string {
  const returnTo = pathname + search;
  // "/" leads to the dashboard anyway; a bare /login reads better.
  if (returnTo === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
