import type { FastifyInstance } from 'fastify';

// Scripts only from our origin; styles also inline because Radix injects small <style> tags for scroll locks.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self' https:",
].join('; ');

/** API answers may carry personal or health data: no browser, proxy or CDN keeps a copy. */
const UNCACHED = /^\/(api|functions)\//;

export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  app.addHook('onSend', async (request, reply) => {
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
  });
}
