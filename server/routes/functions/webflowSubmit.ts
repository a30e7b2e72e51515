import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedRedirect, originOf } from '../../../common/intake/allowedRedirect.ts';
import { parseReceptionConfig } from '../../../common/tenantConfig.ts';
import { createSubmission, intakeErrors } from '../../commands/createSubmission.ts';
import type { PublicDeps } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';
import { unstorableText } from '../../http/errorHandler.ts';
import type { PublicTenantRow } from '../../tenants/resolveTenant.ts';
import { fromFields, sentTenantId } from './formBody.ts';
import { type RawPost, readFormPost, readPostsRaw } from './formPost.ts';

/** Only absolute http(s) URLs; `javascript:`, relative paths and other tricks fall back to our pages. */
export function externalUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * success_url/error_url as sent, when it stays with the practice (issue 13, open redirect): its website or
 * domains, or the page that posted the form (Origin, else Referer: a form may send the visitor back to its
 * own site). A crafted form elsewhere cannot use the practice's post to send patients to a foreign host.
 */
function practiceUrl(request: FastifyRequest, value: unknown, tenant: PublicTenantRow | null): URL | null {
  const origin = request.headers.origin;
  const postingPage = origin && origin !== 'null' ? origin : request.headers.referer;
  const target = allowedRedirect(value, {
    website: tenant ? parseReceptionConfig(tenant.config, tenant.name).website : null,
    domains: tenant?.domains,
    origins: [originOf(postingPage)],
  });
  // Our own pages come as paths; a redirect with the reason needs an absolute address.
  return target && !target.startsWith('/') ? new URL(target) : null;
}

const ourPage = (path: '/success' | '/error', params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return `${path}?${query}`;
};

const wantsJson = (request: FastifyRequest) =>
  /application\/json/.test(request.headers.accept ?? '') && !/text\/html/.test(request.headers.accept ?? '');

function asAppError(request: FastifyRequest, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const unstorable = unstorableText(error);
  if (unstorable) return unstorable;
  const status = (error as { statusCode?: number }).statusCode;
  // Fastify's own client errors before the handler, e.g. an upload that broke off.
  if (status && status >= 400 && status < 500) {
    return new AppError(
      'BAD_REQUEST',
      status,
      'Die Anfrage konnte nicht gelesen werden. Bitte senden Sie das Formular erneut.',
    );
  }
  request.log.error({ err: error }, 'webflow-submit failed');
  return errors.internal();
}

/** Every failure: JSON for clients that ask for it, else 303 to error_url or our error page with the error's id. */
function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  fields: Record<string, unknown> = {},
  tenant: PublicTenantRow | null = null,
) {
  const appError = asAppError(request, error);
  if (wantsJson(request)) {
    return reply
      .status(appError.status)
      .send({ success: false, error: appError.message, errorCode: appError.id });
  }
  // `error` is the stable id (our page shows its own text for it, issue 43); the practice's own error page
  // gets our German wording beside it in `message`.
  const errorUrl = practiceUrl(request, fields.error_url, tenant);
  if (errorUrl) {
    errorUrl.searchParams.set('error', appError.id);
    errorUrl.searchParams.set('message', appError.message);
    return reply.redirect(errorUrl.toString(), 303);
  }
  // As sent: fromFields would refuse the fields again if their types were the problem.
  const tenantId = sentTenantId(fields);
  const from = externalUrl(request.headers.referer)?.toString();
  return reply.redirect(ourPage('/error', { tenant: tenantId || undefined, error: appError.id, from }), 303);
}

// POST /functions/v1/webflow-submit — plain HTML form posts from practice websites; no key (spec 002 §7).
// The body is read here (formPost.ts), so a refused body is redirected like any other failure.
export const webflowSubmitRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  readPostsRaw(app);
  // Failures before the handler (a broken upload stream, a hook) are redirected too.
  app.setErrorHandler((error, request, reply) => fail(request, reply, error));

  app.post('/webflow-submit', async (request, reply) => {
    const { fields, problem } = await readFormPost(request.body as RawPost | undefined);
    let tenant: PublicTenantRow | null = null;
    try {
      // Read first, so even a refused body's error_url is checked against the practice's places.
      const sentTenant = sentTenantId(fields);
      if (sentTenant.trim()) tenant = await deps.tenants.byId(sentTenant);
      if (problem) throw problem;
      const { tenantId, formData, language } = fromFields(fields);
      if (!tenantId.trim()) throw errors.badRequest('Es fehlt die tenantId der Praxis.');
      if (!tenant) throw intakeErrors.tenantNotFound();
      const created = await createSubmission(
        { crypto: deps.crypto, writer: deps.submissionWriter },
        {
          tenant,
          formData,
          client: deps.ipHash.address(request.ip),
          userAgent: request.headers['user-agent'],
          actor: { kind: 'public' },
          // Plain HTML forms are websites' own, whatever they claim.
          source: 'website',
          language,
        },
      );
      if (wantsJson(request)) return { success: true, submissionId: created.id };
      const from = externalUrl(request.headers.referer)?.toString();
      return reply.redirect(
        practiceUrl(request, fields.success_url, tenant)?.toString() ??
          ourPage('/success', { tenant: tenant.slug, from }),
        303,
      );
    } catch (error) {
      return fail(request, reply, error, fields, tenant);
    }
  });
};
