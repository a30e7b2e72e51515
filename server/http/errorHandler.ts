// One error handler: AppError ids and statuses pass through; validation and body errors get stable ids;
// anything else is a 500 whose details stay in the log. Every error body: {error, errorCode, details?},
// and on the public functions also success: false, as the old service answered (spec 002 §7).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';

export type ErrorBody = { error: string; errorCode: string; details?: unknown };

const FASTIFY_CODES: Record<string, { errorCode: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { errorCode: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    errorCode: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Dieses Datenformat wird nicht unterstützt.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { errorCode: 'BAD_REQUEST', message: 'Die Anfrage enthält keine Daten.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    errorCode: 'BAD_REQUEST',
    message: 'Die Anfrage enthält kein gültiges JSON.',
  },
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  return reply
    .status(status)
    .send(request.url.startsWith('/functions/') ? { success: false, ...body } : body);
}

/** "answers: …" for a body field, the bare message for the body itself. */
const fieldMessage = (d: { path: string; message?: string }) =>
  d.path === '/' ? d.message : `${d.path.slice(1).replaceAll('/', '.')}: ${d.message}`;

export function registerErrorHandler(app: FastifyInstance) {
  // zod's default texts are English; schemas without their own message are reported in German.
  z.config(z.locales.de());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message, errorCode: error.id };
      if (error.details !== undefined) body.details = error.details;
      return send(request, reply, error.status, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({ path: v.instancePath || '/', message: v.message }));
      return send(request, reply, 400, {
        error: `Ungültige Anfrage – ${details.map(fieldMessage).join('; ')}`,
        errorCode: 'VALIDATION_ERROR',
        details,
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known)
      return send(request, reply, error.statusCode ?? 400, {
        error: known.message,
        errorCode: known.errorCode,
      });
    if (error.statusCode && error.statusCode < 500) {
      return send(request, reply, error.statusCode, {
        error: 'Ungültige Anfrage.',
        errorCode: 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, {
      error: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
      errorCode: 'INTERNAL',
    });
  });
}
