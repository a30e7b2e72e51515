// The AI summary as plain text, for the copy button: what staff paste into their practice software.
import type { SummaryContent } from '../schemas/submissionDetail.ts';
import { submissionTexts } from '../texts/submission.ts';

const texts = submissionTexts.anamnese;

export function summaryText(content: SummaryContent): string {
  const list = (title: string, items: readonly string[]) =>
    items.length ? [`${title}:`, ...items.map((item) => `- ${item}`)].join('\n') : '';
  return [
    content.summary,
    list(texts.keyFindings, content.keyFindings),
    list(texts.recommendations, content.recommendations),
    list(texts.riskFactors, content.riskFactors),
  ]
    .filter(Boolean)
    .join('\n\n');
}
