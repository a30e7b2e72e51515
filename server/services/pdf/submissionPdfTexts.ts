// German texts of the PDF export: the detail screen's own (common/texts/submission.ts), so the printout and
// the screen say the same; only what exists on paper alone is worded here.
import { submissionTexts as screen } from '../../../common/texts/submission.ts';

export const submissionPdfTexts = {
  referenceNumber: screen.referenceNumber,
  formType: 'Formulartyp',
  receivedAt: screen.receivedAt,
  /** The patient's language when not German (issue 29). */
  language: 'Sprache',
  status: { label: screen.spam.status, ...screen.status },
  spam: { isSpam: screen.spam.isSpam, notSpam: screen.spam.notSpam },
  decryptionFailed: screen.decryptionFailed,
  formData: { title: screen.formData.title, empty: screen.formData.empty },
  generatedText: {
    title: screen.generatedText.title,
    model: screen.generatedText.model,
    generatedAt: screen.generatedText.generatedAt,
  },
  fallbackNotice: screen.fallbackNotice,
  anamnese: {
    riskFactors: screen.anamnese.riskFactors,
    noRiskFactors: 'Keine besonderen Hinweise.',
    summaryTitle: screen.anamnese.summaryTitle,
    keyFindings: screen.anamnese.keyFindings,
    recommendations: screen.anamnese.recommendations,
    noEntries: screen.anamnese.noEntries,
    model: screen.anamnese.model,
    createdAt: screen.anamnese.createdAt,
    answersTitle: screen.anamnese.answersTitle,
    completedAt: screen.anamnese.completedAt,
  },
} as const;
