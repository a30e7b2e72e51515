import type {
  MagicLinkAnamnese,
  MagicLinkGeneratedText,
  MagicLinkSubmission,
} from '../../../common/schemas/magicLinkSubmission.ts';
import type { GeneratedText } from '../../../common/schemas/submissionDetail.ts';
import { isAnamneseSubmission, readableFormData } from '../../../common/submission/detailDisplay.ts';
import { prescriptionFileUrl } from '../../api/submissionDetail.ts';
import { AnamneseCard, type AnamneseCardData } from '../submission/AnamneseCard.tsx';
import { DetailHeader } from '../submission/DetailHeader.tsx';
import { FormDataSection } from '../submission/FormDataSection.tsx';
import { GeneratedTextSection } from '../submission/GeneratedTextSection.tsx';
import { PrescriptionFileSection } from '../submission/PrescriptionFileSection.tsx';
import { SpamBanner } from '../submission/SpamSection.tsx';
import { MagicLinkMailSection } from './MagicLinkMailSection.tsx';

// The staff's sections show a fixed notice when a fallback reason is set; the link's answer only says whether
// there was one, so this stands in for the reason it does not carry.
const FALLBACK = 'fallback';
const fallbackReason = (fallback: boolean) => (fallback ? FALLBACK : null);

function generatedText(
  text: MagicLinkGeneratedText | 'decryption_failed' | null,
): GeneratedText | 'decryption_failed' | null {
  if (text === null || text === 'decryption_failed') return text;
  const { fallback, ...shown } = text;
  return { ...shown, fallback_reason: fallbackReason(fallback) };
}

function anamneseCardData({ anamnese, summary }: MagicLinkAnamnese): AnamneseCardData {
  if (!summary) return { anamnese, summary: null };
  const { fallback, ...shown } = summary;
  return { anamnese, summary: { ...shown, fallback_reason: fallbackReason(fallback) } };
}

/**
 * One submission as its magic link shows it (spec 002 §2, 001 §2.1–§2.2): the staff's sections in read-only
 * form — no actions, no spam management, no e-mail log with addresses — and the anamnese card when the
 * submission has one.
 */
export function MagicLinkSubmissionView({ submission }: { submission: MagicLinkSubmission }) {
  const urls = {
    inline: prescriptionFileUrl(submission.id),
    download: prescriptionFileUrl(submission.id, true),
  };
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="submission-detail">
      <DetailHeader submission={submission} />
      {submission.is_spam && <SpamBanner />}
      <MagicLinkMailSection submission={submission} />
      <FormDataSection formData={readableFormData(submission)} />
      {submission.prescription_file && (
        <PrescriptionFileSection file={submission.prescription_file} urls={urls} />
      )}
      {isAnamneseSubmission(submission) && (
        <GeneratedTextSection generatedText={generatedText(submission.generated_text)} />
      )}
      <AnamneseCard
        hasAnamnese={submission.has_anamnese}
        anamnese={anamneseCardData(submission.anamnese ?? { anamnese: null, summary: null })}
      />
    </div>
  );
}
