import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tenantSlugFrom } from '../../common/reception/publicTenantRequest.ts';
import { FAILURE_PATHS, RECEPTION_PATHS, THANK_YOU_PATHS } from '../../common/reception/receptionPaths.ts';
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import type { TenantResolver } from '../tenants/resolveTenant.ts';

/**
 * Scripts only from our origin; styles also inline because Radix injects small <style> tags for scroll locks.
 * Images: our own, data: (the two-factor QR code), blob: (a prescription's preview) and, on the reception's
 * pages, the practice's configured logo's origin (contentSecurityPolicy's argument), never any https: host.
 * Forms: our pages post none natively (fetch only); webflow-submit's redirects answer a practice website's own
 * form, under that website's policy, not ours. So form-action is 'self' (issue 43, finding 8).
 */
export const contentSecurityPolicy = (imageOrigins: string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Pages that show a practice's logo (TenantLogo): the reception, the thank-you and failure pages. */
const showsPracticeLogo = (path: string) =>
  path.startsWith(RECEPTION_PATHS.home) ||
  ([...THANK_YOU_PATHS, ...FAILURE_PATHS] as string[]).includes(path);

/** An https origin, or nothing (an http logo would be mixed content; a path is our own origin). */
function httpsOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' ? url.origin : null;
}

/**
 * The policy of a page's HTML: on the reception's pages with the logo origin of the practice the page will
 * show, resolved as GET /api/public/tenant resolves it (`?tenant=`, else host or DEFAULT_TENANT).
 */
export async function pagePolicy(tenants: TenantResolver, request: FastifyRequest): Promise<string> {
  const url = new URL(request.url, 'http://localhost');
  if (!showsPracticeLogo(url.pathname)) return CONTENT_SECURITY_POLICY;
  const tenant = await tenants.resolve(tenantSlugFrom(url.searchParams) ?? undefined, request.headers.host);
  const logo = tenant ? parseReceptionConfig(tenant.config, tenant.name).logoUrl : '';
  const origin = logo ? httpsOrigin(logo) : null;
  return origin ? contentSecurityPolicy([origin]) : CONTENT_SECURITY_POLICY;
}

/** API answers may carry personal or health data: no browser, proxy or CDN keeps a copy. */
const UNCACHED = /^\/(api|functions)\//;

export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply, https));
}

/** Also for the router's own errors (frameworkErrors), which no hook sees. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, https: boolean) {
  if (UNCACHED.test(request.url)) reply.header('Cache-Control', 'no-store');
  // A route may set a stricter policy of its own (decryptFile: sandbox).
  if (!reply.hasHeader('Content-Security-Policy'))
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
