// The signed PDF of one answered consent, from the consent as inspected (presenters/consent.ts): for the route's
// download and the Datenauskunft's einwilligungen/ folder alike. A pending consent has none.
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { consentPdfTexts } from '../../../common/texts/consentPdf.ts';
import type { InspectedConsent } from '../../presenters/consent.ts';
import { consentErrors } from '../../queries/submissionConsents.ts';
import { fileWorker } from '../fileWorker/fileWorker.ts';
import { type ConsentPdfInput, consentPdfFileName } from './consentPdf.ts';

export async function signedConsentPdf(
  consent: InspectedConsent,
  context: { practiceName: string; generatedAt: Date },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { row, staff, check } = consent;
  if (row.status === 'pending' || !check) throw consentErrors.notSigned(consentPdfTexts.errors.notAnswered);
  const reference = referenceNumber(row.submissionId);
  // In the file worker: the drawn signature is an image the patient sent (issue 43).
  const pdf = await fileWorker.run('consentPdf', {
    practiceName: context.practiceName,
    reference,
    title: staff.title,
    version: staff.version,
    content: consent.content,
    status: row.status === 'declined' ? 'declined' : 'signed',
    answeredAt: staff.answered_at,
    evidence: consent.evidence,
    contentSha256: row.version.contentSha256,
    checkValue: staff.check_value,
    seal: row.seal,
    check: check.ok ? { ok: true } : { ok: false, reason: check.reason },
    revocation:
      staff.revocation && consent.note
        ? {
            revokedOn: staff.revocation.revoked_on,
            recordedAt: staff.revocation.recorded_at,
            recordedBy: staff.revocation.recorded_by,
            note: consent.note.text,
            noteReadable: consent.note.readable,
          }
        : null,
    generatedAt: context.generatedAt,
  } satisfies ConsentPdfInput);
  return { pdf, fileName: consentPdfFileName(reference, staff.title, staff.version) };
}
