// POST /functions/v1/verifySubmissionToken — the magic-link page's one call (spec 002 §2, §7, §8): the link
// token or the 6-digit code opens one submission read-only and grants this browser 30 minutes of it.
// Only this POST consumes a token, and the page sends it only when a person clicks "Anfrage öffnen": a GET or
// a full render of the link (mail scanners) reaches nothing here. The answer is the link view's own field
// list (presenters/magicLinkSubmission.ts), with the anamnese card's data when the submission has one.
// Every answer is {success: true, submission, email} or {success: false, code, error} — bad bodies and
// unexpected failures included, so the page always has a code to explain.

import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAGIC_CODE_DIGITS } from '../../commands/issueMagicLink.ts';
import {
  isMagicRateLimited,
  magicCodeOf,
  recordMagicFailure,
  verifyMagicLink,
} from '../../commands/verifyMagicLink.ts';
import type { PublicDeps } from '../../context.ts';
import { magicLinkTokens } from '../../db/schema.ts';
import { publicUrl } from '../../env.ts';
import { magicGrantFor, setMagicGrant } from '../../http/magicGrant.ts';
import { requirePublicKey } from '../../http/publicAccess.ts';
import { presentMagicLinkSubmission } from '../../presenters/magicLinkSubmission.ts';
import { loadSubmissionDetailById, readAnamnese } from '../../queries/submissionDetail.ts';
import { audit } from '../../services/audit.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { denyWith, magicLinkErrorHandler } from './magicLinkAnswers.ts';
import {
  verifySubmissionTokenBodySchema,
  verifySubmissionTokenFailureSchema,
  verifySubmissionTokenResponseSchema,
} from './schema.ts';

const FAILURES = {
  TOKEN_ALREADY_USED: [410, 'Dieser Link wurde bereits verwendet.'],
  TOKEN_EXPIRED: [410, 'Dieser Link ist abgelaufen (gültig 7 Tage).'],
  TOKEN_NOT_FOUND: [404, 'Der Link oder Code ist ungültig.'],
  SUBMISSION_NOT_FOUND: [404, 'Die Einreichung wurde nicht gefunden.'],
  BAD_REQUEST: [400, 'Ungültiger Link: Submission-ID oder Token fehlt'],
  TOKEN_LOCKED: [423, 'Zu viele falsche Codes. Die Codes für diese Einreichung sind gesperrt.'],
  RATE_LIMITED: [429, 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.'],
  UNKNOWN_ERROR: [500, 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet'],
} as const satisfies Record<string, readonly [number, string]>;
type FailureCode = keyof typeof FAILURES;

const CODE_INVALID = 'Bitte geben Sie einen 6-stelligen Code ein.';

function deny(reply: FastifyReply, code: FailureCode, error: string = FAILURES[code][1]) {
  return denyWith(reply, FAILURES[code][0], code, error);
}

export const verifySubmissionTokenRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const { db } = deps.database;
  const secureCookie = publicUrl(deps.env).startsWith('https://');
  const failure = verifySubmissionTokenFailureSchema;
  const actor = { kind: 'magic_link' } as const;

  /** The same browser again after the link was used: its grant answers, nothing more is consumed. */
  async function reloadAccess(request: FastifyRequest, submissionId: string) {
    const grant = magicGrantFor(request, deps.keyedHash, submissionId);
    if (!grant) return null;
    const [row] = await db
      .select({ recipient: magicLinkTokens.recipient })
      .from(magicLinkTokens)
      .where(and(eq(magicLinkTokens.id, grant.tokenId), eq(magicLinkTokens.submissionId, submissionId)));
    return row ? { via: 'grant' as const, tokenId: grant.tokenId, recipient: row.recipient } : null;
  }

  app.post(
    '/verifySubmissionToken',
    {
      onRequest: requirePublicKey(deps.anonKey),
      schema: { response: { 200: verifySubmissionTokenResponseSchema, '4xx': failure, '5xx': failure } },
      // This route's errors keep its own shape: a missing key is INVALID_API_KEY, an unreadable body
      // BAD_REQUEST, anything unexpected UNKNOWN_ERROR (details only in the log).
      errorHandler: magicLinkErrorHandler('verifySubmissionToken', {
        badRequest: FAILURES.BAD_REQUEST[1],
        unknown: FAILURES.UNKNOWN_ERROR[1],
      }),
    },
    async (request, reply) => {
      const parsed = verifySubmissionTokenBodySchema.safeParse(request.body);
      const code = parsed.success ? magicCodeOf(parsed.data.token) : null;
      if (!parsed.success || (code !== null && code.length !== MAGIC_CODE_DIGITS)) {
        await audit(db, { actor, action: 'magic_link.denied', details: { code: 'BAD_REQUEST' } });
        return deny(reply, 'BAD_REQUEST', parsed.success ? CODE_INVALID : undefined);
      }
      const submissionId = parsed.data.submissionId.toLowerCase();
      const ipHash = deps.ipHash(request.ip);
      const record = (action: string, tenantId: string | null, details: Record<string, unknown>) =>
        audit(db, { actor, action, tenantId, target: { type: 'submission', id: submissionId }, details });

      if (await isMagicRateLimited(db, ipHash)) {
        await record('magic_link.denied', null, { code: 'RATE_LIMITED' });
        return deny(reply, 'RATE_LIMITED');
      }
      const result = await verifyMagicLink(db, deps.keyedHash, { submissionId, token: parsed.data.token });
      const access = result.ok
        ? result
        : result.code === 'TOKEN_ALREADY_USED'
          ? await reloadAccess(request, submissionId)
          : null;
      const detail = access && (await loadSubmissionDetailById(deps, submissionId));
      if (!access || !detail) {
        const failed = !result.ok && !access ? result.code : 'SUBMISSION_NOT_FOUND';
        await record('magic_link.denied', result.tenantId, { code: failed, via: result.via });
        await recordMagicFailure(db, ipHash);
        return deny(reply, failed);
      }
      if (result.ok) {
        const secure = secureCookie || request.protocol === 'https';
        setMagicGrant(request, reply, deps.keyedHash, { submissionId, tokenId: result.tokenId }, { secure });
      }
      const read = { id: detail.id, tenantId: detail.tenant_id };
      const anamnese = detail.has_anamnese
        ? await readAnamnese(deps, read, (message) => request.log.warn(message))
        : null;
      // Reads like the staff's (submission.read via magic_link, and via anamnese when the card has answers);
      // the token row says whose link it was and `by` how it was opened (link, code, or this browser's grant on
      // a reload) — never the token or code.
      const trace = { by: access.via, tokenId: access.tokenId };
      await auditSubmissionRead(db, actor, [read], 'magic_link', trace);
      if (anamnese?.anamnese) await auditSubmissionRead(db, actor, [read], 'anamnese', trace);
      return {
        success: true as const,
        submission: presentMagicLinkSubmission(detail, anamnese),
        email: access.recipient,
      };
    },
  );
};
