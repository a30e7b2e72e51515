// Opening „Ihre Anfrage“ (issue 45, docs/patient-page.md). A link alone opens nothing: the page posts its
// token after a person's click. A browser that proved the patient's address before (device cookie) or holds
// an open session gets in; any other is mailed a 6-digit code to the request's address. The code is a keyed
// hash bound to its link, lives 15 minutes, at most one a minute and five a day per link; five wrong tries
// lock it until a new one is sent. Every step is audited with ids only.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PATIENT_PAGE_ERRORS } from '../../common/patientPage/api.ts';
import { DEFAULT_LANGUAGE } from '../../common/texts/patient/languages.ts';
import type { Db } from '../db/connect.ts';
import { patientPageLinks } from '../db/schema.ts';
import { patientCodeEmail } from '../emails/PatientPageEmail.ts';
import { AppError } from '../errors.ts';
import { auditPatient } from '../services/audit.ts';
import type { KeyedHasher } from '../services/ipHash.ts';
import { loadNotifiable, logAttempt, type MailDeps } from './notificationMail.ts';
import { findPatientPageLink, type PatientPageLink } from './patientPageLinks.ts';
import { practiceOf } from './patientPageMail.ts';
import { patientReplyAddress } from './replyMail.ts';
import { PATIENT_RECIPIENT_LABEL, sendPatientMail } from './sendPatientConfirmation.ts';

export const PATIENT_CODE_MINUTES = 15;
export const PATIENT_CODE_GAP_SECONDS = 60;
export const PATIENT_CODES_PER_DAY = 5;
export const PATIENT_CODE_MAX_FAILURES = 5;

type Deps = Pick<MailDeps, 'database' | 'crypto' | 'mailer' | 'keyedHash' | 'publicUrl'>;

const hashCode = (keyedHash: KeyedHasher, linkId: string, code: string) =>
  keyedHash('patient-code', `${linkId}:${code}`);

const tooManyCodes = (retryAfterSeconds: number) =>
  new AppError(
    PATIENT_PAGE_ERRORS.tooManyCodes,
    429,
    'Es wurden gerade schon Codes gesendet. Bitte warten Sie, bevor Sie einen neuen anfordern.',
    { retryAfterSeconds },
  );

export type OpenResult = { status: 'open'; link: PatientPageLink } | { status: 'code_sent' };

/**
 * The click on „Anfrage öffnen“. `known`: whether this browser may open the request without a code (the
 * route reads its signed cookies). A code still valid is not sent again by a reload.
 */
export async function openPatientPage(
  deps: Deps,
  token: string,
  known: (submissionId: string) => boolean,
): Promise<OpenResult> {
  const { db } = deps.database;
  const link = await findPatientPageLink(db, token);
  if (known(link.submissionId)) {
    await markOpened(db, link, 'patient_page.open');
    return { status: 'open', link };
  }
  const now = Date.now();
  if (link.codeHash && link.codeExpiresAt && link.codeExpiresAt.getTime() > now && link.failedCodes === 0)
    return { status: 'code_sent' };
  await sendPatientCode(deps, link);
  return { status: 'code_sent' };
}

/** „Neuen Code senden“. */
export async function resendPatientCode(deps: Deps, token: string): Promise<{ status: 'code_sent' }> {
  const link = await findPatientPageLink(deps.database.db, token);
  await sendPatientCode(deps, link);
  return { status: 'code_sent' as const };
}

async function sendPatientCode(deps: Deps, link: PatientPageLink) {
  const { db } = deps.database;
  const submission = await loadNotifiable(deps, link.submissionId);
  const to = patientReplyAddress(submission?.formData ?? null);
  if (!submission || !to)
    throw new AppError(
      PATIENT_PAGE_ERRORS.noAddress,
      409,
      'Für diese Anfrage ist keine E-Mail-Adresse hinterlegt, an die ein Code gehen kann.',
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // One conditional write claims the send: two clicks at once send one code, and the limits hold.
  const [claimed] = await db
    .update(patientPageLinks)
    .set({
      codeHash: hashCode(deps.keyedHash, link.id, code),
      codeExpiresAt: sql`now() + make_interval(mins => ${PATIENT_CODE_MINUTES})`,
      codesSent: sql`case when ${patientPageLinks.codeSentAt} < now() - interval '24 hours' then 1
        else ${patientPageLinks.codesSent} + 1 end`,
      codeSentAt: sql`now()`,
      failedCodes: 0,
    })
    .where(
      and(
        eq(patientPageLinks.id, link.id),
        or(
          isNull(patientPageLinks.codeSentAt),
          lt(patientPageLinks.codeSentAt, sql`now() - interval '24 hours'`),
          and(
            lt(patientPageLinks.codeSentAt, sql`now() - make_interval(secs => ${PATIENT_CODE_GAP_SECONDS})`),
            lt(patientPageLinks.codesSent, PATIENT_CODES_PER_DAY),
          ),
        ),
      ),
    )
    .returning({ id: patientPageLinks.id });
  if (!claimed) {
    const sentAt = link.codeSentAt?.getTime() ?? Date.now();
    const wait =
      link.codesSent >= PATIENT_CODES_PER_DAY
        ? sentAt + 24 * 3600_000 - Date.now()
        : sentAt + PATIENT_CODE_GAP_SECONDS * 1000 - Date.now();
    throw tooManyCodes(Math.max(1, Math.ceil(wait / 1000)));
  }
  const mail = patientCodeEmail({
    practice: practiceOf(submission),
    reference: submission.reference,
    language: submission.patientLanguage ?? DEFAULT_LANGUAGE,
    code,
  });
  const outcome = await sendPatientMail(deps, { to, ...mail });
  await logAttempt(deps.database, {
    submissionId: link.submissionId,
    recipient: PATIENT_RECIPIENT_LABEL,
    subject: 'Bestätigungscode für „Ihre Anfrage“',
    outcome,
  });
  await auditPatient(db, link, 'patient_page.code_sent', { link_id: link.id });
  if (!outcome.ok)
    throw new AppError(
      'MAIL_FAILED',
      503,
      'Der Code konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einer Minute erneut.',
    );
}

/** The code typed in: the link it opens, or why not (wrong, expired, locked). */
export async function verifyPatientCode(
  deps: Pick<Deps, 'database' | 'keyedHash'>,
  token: string,
  code: string,
): Promise<PatientPageLink> {
  const { db } = deps.database;
  const found = await findPatientPageLink(db, token);
  const result = await db.transaction(async (tx) => {
    // Locked, so parallel guesses cannot outrun the failure count.
    const [link] = await tx
      .select()
      .from(patientPageLinks)
      .where(eq(patientPageLinks.id, found.id))
      .for('update');
    if (!link) return { error: 'invalid' as const };
    if (link.failedCodes >= PATIENT_CODE_MAX_FAILURES) return { error: 'locked' as const };
    if (!link.codeHash || !link.codeExpiresAt || link.codeExpiresAt.getTime() <= Date.now())
      return { error: 'expired' as const };
    if (link.codeHash !== hashCode(deps.keyedHash, link.id, code)) {
      await tx
        .update(patientPageLinks)
        .set({ failedCodes: sql`${patientPageLinks.failedCodes} + 1` })
        .where(eq(patientPageLinks.id, link.id));
      return { error: 'wrong' as const, remaining: PATIENT_CODE_MAX_FAILURES - link.failedCodes - 1 };
    }
    await tx
      .update(patientPageLinks)
      .set({ codeHash: null, codeExpiresAt: null, failedCodes: 0 })
      .where(eq(patientPageLinks.id, link.id));
    return { link };
  });
  if ('link' in result && result.link) {
    await markOpened(db, result.link, 'patient_page.code_verified');
    return result.link;
  }
  await auditPatient(db, found, 'patient_page.code_failed', { link_id: found.id });
  switch (result.error) {
    case 'locked':
      throw new AppError(
        PATIENT_PAGE_ERRORS.codeLocked,
        423,
        'Der Code wurde zu oft falsch eingegeben. Bitte lassen Sie sich einen neuen senden.',
      );
    case 'expired':
      throw new AppError(PATIENT_PAGE_ERRORS.codeExpired, 410, 'Der Code ist abgelaufen.');
    case 'wrong':
      throw new AppError(PATIENT_PAGE_ERRORS.codeWrong, 400, 'Der Code stimmt nicht.', {
        remaining: result.remaining,
      });
    default:
      throw new AppError(PATIENT_PAGE_ERRORS.linkInvalid, 404, 'Dieser Link ist ungültig oder abgelaufen.');
  }
}

async function markOpened(db: Db, link: PatientPageLink, action: string) {
  await db.update(patientPageLinks).set({ lastOpenedAt: sql`now()` }).where(eq(patientPageLinks.id, link.id));
  await auditPatient(db, link, action, { link_id: link.id });
}
