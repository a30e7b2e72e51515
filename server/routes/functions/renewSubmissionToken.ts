// POST /functions/v1/renewSubmissionToken — „Neuen Link an diese Adresse senden“ on the magic-link page
// (issue 28): the holder of a used or expired link asks for a fresh link and code, sent to the address that
// link was issued to (commands/renewMagicLink.ts). The body names no address; the answer names none either.
// Answers in verifySubmissionToken's shape: {success: true, message} or {success: false, code, error}.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { magicLinkTexts, type RenewErrorCode } from '../../../common/texts/magicLink.ts';
import { type RenewFailure, renewMagicLink } from '../../commands/renewMagicLink.ts';
import { isMagicRateLimited, recordMagicFailure } from '../../commands/verifyMagicLink.ts';
import type { PublicDeps } from '../../context.ts';
import { publicUrl } from '../../env.ts';
import { requirePublicKey } from '../../http/publicAccess.ts';
import { audit } from '../../services/audit.ts';
import { denyWith, magicLinkErrorHandler } from './magicLinkAnswers.ts';
import {
  renewSubmissionTokenBodySchema,
  renewSubmissionTokenFailureSchema,
  renewSubmissionTokenResponseSchema,
} from './renewSchema.ts';

const texts = magicLinkTexts.renew;

const STATUS: Record<RenewErrorCode, number> = {
  BAD_REQUEST: 400,
  TOKEN_NOT_FOUND: 404,
  SUBMISSION_NOT_FOUND: 404,
  RECIPIENT_REMOVED: 403,
  TOKEN_STILL_VALID: 409,
  RENEW_RATE_LIMITED: 429,
  RATE_LIMITED: 429,
  UNKNOWN_ERROR: 500,
  RENEW_SEND_FAILED: 502,
};

/** Failures that look like guessing count against the address's limit, as verifySubmissionToken's do. */
const GUESSES: readonly RenewFailure[] = ['TOKEN_NOT_FOUND', 'SUBMISSION_NOT_FOUND'];

function deny(reply: FastifyReply, code: RenewErrorCode, message: string = texts.errors[code]) {
  return denyWith(reply, STATUS[code], code, message);
}

export const renewSubmissionTokenRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const { db } = deps.database;
  const mail = {
    database: deps.database,
    crypto: deps.crypto,
    keyedHash: deps.keyedHash,
    mailer: deps.mailer,
    publicUrl: publicUrl(deps.env),
  };
  const actor = { kind: 'magic_link' } as const;

  app.post(
    '/renewSubmissionToken',
    {
      onRequest: requirePublicKey(deps.anonKey),
      schema: {
        response: {
          200: renewSubmissionTokenResponseSchema,
          '4xx': renewSubmissionTokenFailureSchema,
          '5xx': renewSubmissionTokenFailureSchema,
        },
      },
      errorHandler: magicLinkErrorHandler('renewSubmissionToken', {
        badRequest: texts.errors.BAD_REQUEST,
        unknown: texts.errors.UNKNOWN_ERROR,
      }),
    },
    async (request, reply) => {
      const parsed = renewSubmissionTokenBodySchema.safeParse(request.body);
      if (!parsed.success) {
        await audit(db, {
          actor,
          action: 'magic_link.denied',
          details: { code: 'BAD_REQUEST', via: 'renew' },
        });
        return deny(reply, 'BAD_REQUEST');
      }
      const submissionId = parsed.data.submissionId.toLowerCase();
      const ipHash = deps.ipHash(request.ip);
      const denied = (tenantId: string | null, details: Record<string, unknown>) =>
        audit(db, {
          actor,
          action: 'magic_link.denied',
          tenantId,
          target: { type: 'submission', id: submissionId },
          details: { ...details, via: 'renew' },
        });

      if (await isMagicRateLimited(db, ipHash)) {
        await denied(null, { code: 'RATE_LIMITED' });
        return deny(reply, 'RATE_LIMITED');
      }
      const outcome = await renewMagicLink(mail, { submissionId, token: parsed.data.token });
      if (outcome.ok) return { success: true as const, message: texts.sentMessage };

      const { code, tokenId, retryAfterSeconds } = outcome;
      // A failed send is no refusal: the renewal is audited (magic_link.renewed), the mail's fate is in
      // email_logs.
      if (code !== 'RENEW_SEND_FAILED')
        await denied(outcome.tenantId, tokenId ? { code, tokenId } : { code });
      if (GUESSES.includes(code)) await recordMagicFailure(db, ipHash);
      if (code !== 'RENEW_RATE_LIMITED') return deny(reply, code);
      reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(STATUS[code]).send({
        success: false,
        code,
        error: outcome.message ?? texts.errors[code],
        errorCode: code,
        retryAfterSeconds,
      });
    },
  );
};
