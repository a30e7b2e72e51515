// One error handler: AppError ids and statuses pass through; validation and body errors get stable ids;
// anything else is a 500 whose details stay in the log. Every error body: {error, errorCode, details?},
// and on the public functions also success: false, as the old service answered (spec 002 §7).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { sqlStateOf } from './databaseError.ts';
import { unsafeTextError } from './inputSanity.ts';

export type ErrorBody = { error: string; errorCode: string; details?: unknown };

/**
 * PostgreSQL refusing a text (22021 character_not_in_repertoire: a NUL; 22P05 untranslatable_character): the
 * sender's text, should one get past inputSanity.ts. A second line of defence, as a VALIDATION_ERROR too.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
export const unstorableText = (error: unknown): AppError | undefined => {
  const state = sqlStateOf(error);
  return state && UNSTORABLE_TEXT.has(state) ? unsafeTextError('/') : undefined;
};

const FASTIFY_CODES: Record<string, { errorCode: string; message: string }> = {
  // A path whose percent-encoding does not decode (`/%E0%A4%A`); answered by the router (frameworkErrors).
  FST_ERR_BAD_URL: { errorCode: 'BAD_URL', message: 'Diese Adresse ist ungültig.' },
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
  app.setErrorHandler(answerError);
}

/**
 * Every error's answer. Also Fastify's `frameworkErrors` option: errors the router meets before any route
 * (FST_ERR_BAD_URL, FST_ERR_ASYNC_CONSTRAINT) bypass the error handler and would answer in Fastify's own format
 * (issue 43, finding 8).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
  const unstorable = unstorableText(error);
  if (unstorable)
    return send(request, reply, 400, {
      error: unstorable.message,
      errorCode: unstorable.id,
      details: unstorable.details,
    });
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
}
