// A new magic link for a used or expired one (issue 28: in a shared info@ mailbox the first colleague's click
// uses the link up). Whoever holds the old link's token may have a fresh link and code sent to the address that
// token was issued to (magic_link_tokens.recipient) — never to one they name, and only while the practice
// still notifies that address. The old link stays spent; the new one is a token of its own, single use as
// every link. The mail is the staff notice as the notification sends it (no health data), claimed once per
// new token through notification_deliveries and logged in email_logs.
//
// Limits: one renewal per old token per 5 minutes, 5 per submission per 24 hours. They are counted from the
// renewals' own audit rows (magic_link.renewed, indexed by target) under the submission's row lock — the lock
// verifyMagicLink takes too — so every instance counts alike and two clicks at once send one mail.
import { and, eq, gt } from 'drizzle-orm';
import { magicLinkTexts } from '../../common/texts/magicLink.ts';
import type { Db } from '../db/connect.ts';
import { auditLog, formSubmissions, magicLinkTokens, tenantSettings } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { deliverAll } from '../services/mail/deliveries.ts';
import { recipientsOf } from '../services/mail/recipients.ts';
import { hashMagicToken, type IssuedMagicLink, issueMagicLink } from './issueMagicLink.ts';
import { loadNotifiable, logAttempts, type MailDeps, noticeMail } from './notificationMail.ts';

export const RENEW_PER_LINK_MS = 5 * 60 * 1000;
export const RENEW_PER_SUBMISSION = 5;
export const RENEW_PER_SUBMISSION_MS = 24 * 60 * 60 * 1000;
export const RENEWED_ACTION = 'magic_link.renewed';

export type RenewFailure =
  | 'SUBMISSION_NOT_FOUND'
  | 'TOKEN_NOT_FOUND'
  | 'TOKEN_STILL_VALID'
  | 'RECIPIENT_REMOVED'
  | 'RENEW_RATE_LIMITED'
  | 'RENEW_SEND_FAILED';

export type RenewOutcome =
  | { ok: true; tenantId: string; tokenId: string; newTokenId: string }
  | {
      ok: false;
      tenantId: string | null;
      code: RenewFailure;
      /** The old token's row, once known (audits name it). */
      tokenId?: string;
      /** RENEW_RATE_LIMITED: when the next renewal is allowed, and the German reason. */
      retryAfterSeconds?: number;
      message?: string;
    };

type Renewal = { tenantId: string; tokenId: string; recipient: string; link: IssuedMagicLink };

export async function renewMagicLink(
  deps: MailDeps,
  input: { submissionId: string; token: string; now?: Date },
): Promise<RenewOutcome> {
  const now = input.now ?? new Date();
  const decided = await issueRenewal(deps, input.submissionId, input.token, now);
  if (!('link' in decided)) return decided;
  const { tenantId, tokenId, recipient, link } = decided;
  const fail = (code: RenewFailure) => ({ ok: false, tenantId, code, tokenId }) as const;

  // After the commit: no lock is held while the form data is read (for the kind of request) and SMTP talks.
  const submission = await loadNotifiable(deps, input.submissionId);
  if (!submission) return fail('SUBMISSION_NOT_FOUND');
  const target = {
    tenantId,
    submissionId: submission.id,
    kind: 'notification' as const,
    key: `renew:${link.id}`,
    recipient,
  };
  const [result] = await deliverAll(
    deps.database,
    // No job retries this mail: a temporary refusal is final, and the person may ask again later.
    [{ target, finalAttempt: true }],
    async () => {
      const mail = noticeMail(deps, submission, recipient, link);
      return [{ subject: mail.subject, send: () => deps.mailer.send(mail) }];
    },
    (entries) =>
      logAttempts(
        deps.database,
        entries.map(({ subject, outcome }) => ({ submissionId: submission.id, recipient, subject, outcome })),
      ),
  );
  if (result !== 'sent') return fail('RENEW_SEND_FAILED');
  return { ok: true, tenantId, tokenId, newTokenId: link.id };
}

/** The checks, the limits, the new token and its audit row: one short transaction. */
async function issueRenewal(
  deps: MailDeps,
  submissionId: string,
  token: string,
  now: Date,
): Promise<Renewal | Extract<RenewOutcome, { ok: false }>> {
  return deps.database.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ tenantId: formSubmissions.tenantId })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, submissionId))
      .for('no key update');
    if (!submission) return { ok: false, tenantId: null, code: 'SUBMISSION_NOT_FOUND' };
    const { tenantId } = submission;

    // Another submission's token answers like an unknown one, as in verifyMagicLink.
    const [row] = await tx
      .select()
      .from(magicLinkTokens)
      .where(
        and(
          eq(magicLinkTokens.tokenHash, hashMagicToken(token)),
          eq(magicLinkTokens.submissionId, submissionId),
        ),
      );
    if (!row) return { ok: false, tenantId, code: 'TOKEN_NOT_FOUND' };
    const fail = (code: RenewFailure, extra: { retryAfterSeconds?: number; message?: string } = {}) =>
      ({ ok: false, tenantId, code, tokenId: row.id, ...extra }) as const;
    if (row.usedAt === null && row.deactivatedAt === null && row.expiresAt > now)
      return fail('TOKEN_STILL_VALID');

    const [practice] = await tx
      .select({ recipients: tenantSettings.emailRecipients, config: tenantSettings.config })
      .from(tenantSettings)
      .where(eq(tenantSettings.id, tenantId));
    // A practice being deleted is out of service: its submissions are gone as far as anyone outside knows.
    if (!practice || 'deletion' in practice.config) return fail('SUBMISSION_NOT_FOUND');
    // An address the practice no longer notifies (a colleague who left) gets nothing new from an old link.
    const address = row.recipient.toLowerCase();
    if (!recipientsOf(practice.recipients).some((r) => r.toLowerCase() === address))
      return fail('RECIPIENT_REMOVED');

    const limit = await renewalLimit(tx as unknown as Db, submissionId, row.id, now);
    if (limit) return fail('RENEW_RATE_LIMITED', limit);

    const link = await issueMagicLink(tx as unknown as Db, deps.keyedHash, {
      submissionId,
      recipient: row.recipient,
      now,
    });
    await audit(tx as unknown as Db, {
      actor: { kind: 'magic_link' },
      action: RENEWED_ACTION,
      tenantId,
      target: { type: 'submission', id: submissionId },
      // The token rows, as the other magic-link audits name them: no address, token or code.
      details: { tokenId: row.id, newTokenId: link.id },
    });
    return { tenantId, tokenId: row.id, recipient: row.recipient, link };
  });
}

/** null while both limits allow one more renewal; else when the next is allowed, and why not now. */
async function renewalLimit(tx: Db, submissionId: string, tokenId: string, now: Date) {
  const renewals = await tx
    .select({ createdAt: auditLog.createdAt, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'submission'),
        eq(auditLog.targetId, submissionId),
        eq(auditLog.action, RENEWED_ACTION),
        gt(auditLog.createdAt, new Date(now.getTime() - RENEW_PER_SUBMISSION_MS)),
      ),
    );
  // At most the window itself: the renewals' times come from the database's clock at their transaction's
  // start, `now` from this process, so a renewal committed just after `now` was read would otherwise ask
  // for 301 s of a 300-s window ("in 6 Minuten").
  const seconds = (until: number, windowMs: number) =>
    Math.min(windowMs / 1000, Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
  const texts = magicLinkTexts.renew;
  const sameLink = renewals
    .filter(
      (r) => r.details?.tokenId === tokenId && r.createdAt.getTime() > now.getTime() - RENEW_PER_LINK_MS,
    )
    .map((r) => r.createdAt.getTime());
  if (sameLink.length) {
    const retryAfterSeconds = seconds(Math.max(...sameLink) + RENEW_PER_LINK_MS, RENEW_PER_LINK_MS);
    return { retryAfterSeconds, message: texts.limitPerLink(Math.ceil(retryAfterSeconds / 60)) };
  }
  if (renewals.length >= RENEW_PER_SUBMISSION) {
    const oldest = Math.min(...renewals.map((r) => r.createdAt.getTime()));
    return {
      retryAfterSeconds: seconds(oldest + RENEW_PER_SUBMISSION_MS, RENEW_PER_SUBMISSION_MS),
      message: texts.limitPerDay(RENEW_PER_SUBMISSION),
    };
  }
  return null;
}
