export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

// Returning to the login screen after logging in would only show the form again.
const LOGIN_PATH = /^\/login(?:[/?#]|$)/;

/**
 * The path to open after login. Only a local path (one leading "/") is accepted; anything that a browser
 * could read as another host ("//host", "/\host", "https:", "javascript:") falls back to the dashboard,
 * so a crafted login link cannot send staff to a foreign site (open redirect).
 */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/')) return DEFAULT_AFTER_LOGIN_PATH;
  if (value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN_PATH;
  if (hasControlCharacter(value) || LOGIN_PATH.test(value)) return DEFAULT_AFTER_LOGIN_PATH;
  return value;
}

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
function hasControlCharacter(value: string): boolean {
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
