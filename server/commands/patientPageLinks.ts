// The patient's way to „Ihre Anfrage“ (issue 45, docs/patient-page.md): a random token of which only the
// SHA-256 is stored (patient_page_links.token_hash), one per mail to the patient (confirmation, message
// notice, task), valid for PATIENT_LINK_DAYS. A link opens nothing by itself: the page asks for a click, and a
// browser that has not proven the patient's address yet gets a code mailed there (openPatientPage.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { PATIENT_PAGE_ERRORS } from '../../common/patientPage/api.ts';
import { RECEPTION_PATHS } from '../../common/reception/receptionPaths.ts';
import { DEFAULT_LANGUAGE, type PatientLanguage } from '../../common/texts/patient/languages.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions, patientPageLinks } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Long enough for a course of treatment; every later mail brings a fresh link. */
export const PATIENT_LINK_DAYS = 90;

/** Unknown, expired links and those of a deleted or spam request answer alike. */
export const patientLinkInvalid = () =>
  new AppError(
    PATIENT_PAGE_ERRORS.linkInvalid,
    404,
    'Dieser Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus der neuesten E-Mail der Praxis.',
  );

export const hashPatientToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page (web). The token goes after `#`: browsers never send it, so no server log sees it. */
export const patientPageUrl = (
  publicUrl: string,
  link: { tenantSlug: string; language: PatientLanguage; token: string },
) =>
  `${publicUrl}${RECEPTION_PATHS.patientPage}?${new URLSearchParams({ tenant: link.tenantSlug, lang: link.language })}` +
  `#t=${link.token}`;

/** A new link for a request; the token is returned once and stored nowhere. */
export async function issuePatientPageLink(db: Db, submission: { id: string; tenantId: string }) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(patientPageLinks).values({
    tenantId: submission.tenantId,
    submissionId: submission.id,
    tokenHash: hashPatientToken(token),
    expiresAt: sql`now() + make_interval(days => ${PATIENT_LINK_DAYS})`,
  });
  return token;
}

/** A new link for the request, as the URL a mail carries (in the request's language). */
export async function freshPatientPageUrl(
  db: Db,
  publicUrl: string,
  submission: { id: string; tenantId: string; slug: string; patientLanguage: PatientLanguage | null },
) {
  const token = await issuePatientPageLink(db, submission);
  return patientPageUrl(publicUrl, {
    tenantSlug: submission.slug,
    language: submission.patientLanguage ?? DEFAULT_LANGUAGE,
    token,
  });
}

export type PatientPageLink = typeof patientPageLinks.$inferSelect;

/** The link a token opens, or PATIENT_LINK_INVALID (unknown, expired, or its request marked spam; a deleted request takes its links along). */
export async function findPatientPageLink(db: Db, token: string): Promise<PatientPageLink> {
  const [row] = await db
    .select({ link: patientPageLinks })
    .from(patientPageLinks)
    .innerJoin(formSubmissions, eq(formSubmissions.id, patientPageLinks.submissionId))
    .where(
      and(
        eq(patientPageLinks.tokenHash, hashPatientToken(token)),
        gt(patientPageLinks.expiresAt, sql`now()`),
        eq(formSubmissions.isSpam, false),
      ),
    );
  if (!row) throw patientLinkInvalid();
  return row.link;
}
