import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSubmission, intakeErrors } from '../../commands/createSubmission.ts';
import type { PublicDeps } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';
import { fromFields } from './formBody.ts';
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

/** Every failure: JSON for clients that ask for it, else 303 to error_url or our error page with the reason. */
function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  fields: Record<string, unknown> = {},
) {
  const appError = asAppError(request, error);
  if (wantsJson(request)) {
    return reply
      .status(appError.status)
      .send({ success: false, error: appError.message, errorCode: appError.id });
  }
  const errorUrl = externalUrl(fields.error_url);
  if (errorUrl) {
    errorUrl.searchParams.set('error', appError.message);
    return reply.redirect(errorUrl.toString(), 303);
  }
  const { tenantId } = fromFields(fields);
  const from = externalUrl(request.headers.referer)?.toString();
  return reply.redirect(
    ourPage('/error', { tenant: tenantId || undefined, error: appError.message, from }),
    303,
  );
}

// POST /functions/v1/webflow-submit — plain HTML form posts from practice websites; no key (spec 002 §7).
// The body is read here (formPost.ts), so a refused body is redirected like any other failure.
export const webflowSubmitRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  readPostsRaw(app);
  // Failures before the handler (a broken upload stream, a hook) are redirected too.
  app.setErrorHandler((error, request, reply) => fail(request, reply, error));

  app.post('/webflow-submit', async (request, reply) => {
    const { fields, problem } = await readFormPost(request.body as RawPost | undefined);
    try {
      if (problem) throw problem;
      const { tenantId, formData } = fromFields(fields);
      if (!tenantId.trim()) throw errors.badRequest('Es fehlt die tenantId der Praxis.');
      const tenant = await deps.tenants.byId(tenantId);
      if (!tenant) throw intakeErrors.tenantNotFound();
      const created = await createSubmission(
        { crypto: deps.crypto, writer: deps.submissionWriter },
        {
          tenant,
          formData,
          ipHash: deps.ipHash(request.ip),
          userAgent: request.headers['user-agent'],
          actor: { kind: 'public' },
        },
      );
      if (wantsJson(request)) return { success: true, submissionId: created.id };
      const from = externalUrl(request.headers.referer)?.toString();
      return reply.redirect(
        externalUrl(fields.success_url)?.toString() ?? ourPage('/success', { tenant: tenant.slug, from }),
        303,
      );
    } catch (error) {
      return fail(request, reply, error, fields);
    }
  });
};
