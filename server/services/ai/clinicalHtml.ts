// The Fließtext as plain text and as our own HTML (h3, p, ul, li, strong only). Every word is escaped, so
// neither patient text nor a model's output can ever become markup.
import { escapeHtml } from './escapeHtml.ts';
import type { ClinicalParagraph } from './types.ts';

export function renderClinicalText(paragraphs: ClinicalParagraph[]): { text: string; html: string } {
  const text = paragraphs
    .map((p) => [p.heading, p.text, ...(p.items ?? []).map((item) => `- ${item}`)].join('\n'))
    .join('\n\n');
  const html = paragraphs
    .map((p) => {
      const items = (p.items ?? []).map((item) =>
        p.warning ? `<li><strong>${escapeHtml(item)}</strong></li>` : `<li>${escapeHtml(item)}</li>`,
      );
      const list = items.length ? `<ul>${items.join('')}</ul>` : '';
      return `<h3>${escapeHtml(p.heading)}</h3><p>${escapeHtml(p.text)}</p>${list}`;
    })
    .join('');
  return { text, html };
}
