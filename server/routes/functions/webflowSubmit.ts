import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSubmission, intakeErrors } from '../../commands/createSubmission.ts';
import type { PublicDeps } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';
import { fromFields } from './formBody.ts';

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

// POST /functions/v1/webflow-submit — plain HTML form posts from practice websites; no key (spec 002 §7).
export const webflowSubmitRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  app.post('/webflow-submit', async (request, reply) => {
    const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    const wantsJson =
      /application\/json/.test(request.headers.accept ?? '') &&
      !/text\/html/.test(request.headers.accept ?? '');
    const successUrl = externalUrl(fields.success_url);
    const errorUrl = externalUrl(fields.error_url);
    const from = externalUrl(request.headers.referer)?.toString();
    const { tenantId, formData } = fromFields(fields);

    try {
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
      if (wantsJson) return { success: true, submissionId: created.id };
      return reply.redirect(
        successUrl?.toString() ?? ourPage('/success', { tenant: tenant.slug, from }),
        303,
      );
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'webflow-submit failed');
      const appError = error instanceof AppError ? error : errors.internal();
      if (wantsJson) {
        return reply
          .status(appError.status)
          .send({ success: false, error: appError.message, errorCode: appError.id });
      }
      if (errorUrl) {
        errorUrl.searchParams.set('error', appError.message);
        return reply.redirect(errorUrl.toString(), 303);
      }
      return reply.redirect(
        ourPage('/error', { tenant: tenantId || undefined, error: appError.message, from }),
        303,
      );
    }
  });
};
