// Where a patient may be sent after a form (issue 13, open redirect): the thank-you and failure pages follow
// `from`, and webflow-submit follows success_url/error_url, only to the practice's own places. Anything else
// would let a crafted link use the practice's good name to send patients to a look-alike site.
// One rule for the browser (web/pages/success, web/pages/error) and the server (webflowSubmit.ts).
import { FAILURE_PATHS, RECEPTION_PATHS, THANK_YOU_PATHS } from '../reception/receptionPaths.ts';
import { hasControlCharacter, localPath } from '../safeRedirect.ts';

/** The patients' pages of our app (spec 002 §2); every other path of ours leads to the staff login. */
const PATIENT_PAGES = new Set<string>([
  ...Object.values(RECEPTION_PATHS),
  ...THANK_YOU_PATHS,
  ...FAILURE_PATHS,
]);

export type RedirectScope = {
  /** The practice's website (its configuration's `website`): any page of that host and its subdomains. */
  website?: string | null;
  /**
   * The hosts configured for the practice (tenant `domains`): Praxisdesk itself answers there, so, as on our
   * own origin, only the patients' pages.
   */
  domains?: readonly string[] | null;
  /** Whole origins trusted with any path: the page that posted the form (webflow-submit). */
  origins?: readonly (string | null | undefined)[];
  /** Our own origin (the browser's): only the patients' pages, as for a bare path. */
  ownOrigin?: string | null;
};

/** A host as compared: lowercase, without the trailing dot of a fully qualified name. */
const bareHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

// An address literal has no subdomains: "x.127.0.0.1" is no host of 127.0.0.1.
const isAddressLiteral = (host: string) => host.startsWith('[') || /^[\d.]+$/.test(host);

/** An absolute http(s) URL without user info (`https://praxis.de@evil.example` hides its real host). */
export function webAddress(value: string | null | undefined): URL | null {
  const trimmed = value?.trim();
  if (!trimmed || hasControlCharacter(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url;
}

/** The origin of an address; null for none (also for "null", what sandboxed pages send as Origin). */
export function originOf(value: string | null | undefined): string | null {
  return webAddress(value)?.origin ?? null;
}

/** Whether `host` is the practice website's host (without "www.") or one of its subdomains. */
function onWebsite(host: string, website: string | null | undefined): boolean {
  const url = webAddress(website);
  if (!url) return false;
  const site = bareHost(url.hostname).replace(/^www\.(?=[^.]+\.[^.]+)/, '');
  if (host === site || host === `www.${site}`) return true;
  // Subdomains only of a name with a dot: never of a single label ("localhost") or an address literal.
  return site.includes('.') && !isAddressLiteral(site) && host.endsWith(`.${site}`);
}

const isPatientPage = (pathname: string) =>
  PATIENT_PAGES.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * `value` as the address to send the patient to when it stays with the practice: any page on its website's
 * host (or a subdomain), any page of a trusted origin, or one of our patients' pages (as a path, on our own
 * origin or on a configured domain). Null for anything else: foreign and look-alike hosts, user-info tricks,
 * other schemes (`javascript:`), protocol-relative and backslash forms, our staff pages.
 * The answer is the normalised address the browser will open, so what was checked is what is followed.
 */
export function allowedRedirect(value: unknown, scope: RedirectScope): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) {
    const path = localPath(trimmed);
    return path && isPatientPage(new URL(path, 'https://x.invalid').pathname) ? path : null;
  }
  const url = webAddress(trimmed);
  if (!url) return null;
  const host = bareHost(url.hostname);
  const ours =
    url.origin === originOf(scope.ownOrigin) ||
    (scope.domains ?? []).some((domain) => bareHost(domain) === host);
  if (ours) return isPatientPage(url.pathname) ? url.href : null;
  if ((scope.origins ?? []).some((origin) => originOf(origin) === url.origin)) return url.href;
  return onWebsite(host, scope.website) ? url.href : null;
}

/** The practice's reception home: where a patient goes when nothing better is known (never "/"). */
export function receptionHome(slug: string | null | undefined): string {
  const tenant = slug?.trim();
  return tenant ? `${RECEPTION_PATHS.home}?${new URLSearchParams({ tenant })}` : RECEPTION_PATHS.home;
}

/**
 * Where the thank-you page sends the patient (spec 002 §2, issue 13): `from` when it stays with the
 * practice, else the practice's website, else its reception home.
 */
export function returnTarget(
  from: string | null | undefined,
  scope: RedirectScope & { slug?: string | null },
): string {
  return allowedRedirect(from, scope) ?? webAddress(scope.website)?.href ?? receptionHome(scope.slug);
}
