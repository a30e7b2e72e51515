// The magic-link functions' own answer shape (verifySubmissionToken, renewSubmissionToken): every failure is
// {success: false, code, error, errorCode} — a missing key, an unreadable body and unexpected failures
// included — so the page always has a code to explain.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

export function denyWith(reply: FastifyReply, status: number, code: string, error: string) {
  return reply.status(status).send({ success: false, code, error, errorCode: code });
}

/**
 * A route's errorHandler: AppErrors below 500 (INVALID_API_KEY) as they are, other client errors (an
 * unreadable body) as BAD_REQUEST, anything else as UNKNOWN_ERROR with details only in the log.
 */
export function magicLinkErrorHandler(name: string, messages: { badRequest: string; unknown: string }) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.status < 500)
      return denyWith(reply, error.status, error.id, error.message);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return denyWith(reply, 400, 'BAD_REQUEST', messages.badRequest);
    request.log.error({ err: error }, `${name} failed`);
    return denyWith(reply, 500, 'UNKNOWN_ERROR', messages.unknown);
  };
}
