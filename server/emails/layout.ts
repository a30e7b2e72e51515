// The frame every mail shares: the practice's name (and logo when set) on top, the content, a quiet footer.
// Every value is escaped here or by the caller's helpers, so nothing interpolated becomes markup.
import { formatGermanDateTime } from '../../common/dashboard/submissionDisplay.ts';
import { escapeHtml } from '../services/ai/escapeHtml.ts';

export type Practice = { name: string; logoUrl: string | null };
export type RenderedEmail = { subject: string; text: string; html: string };

/** dd.MM.yyyy HH:mm Uhr, German time: mails are read in the practice, not where the server runs. */
export const berlinTime = (date: Date) => `${formatGermanDateTime(date, 'Europe/Berlin')} Uhr`;

/** Only http(s) logos: another scheme (javascript:, data:) has no place in a mail. */
const logoSrc = (url: string | null) => (url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null);

export const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** Label/value rows, e.g. reference number and time. */
export const facts = (rows: [string, string][]) =>
  `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(label)}</td>` +
        // <bdi>: a reference or phone number keeps its order inside a right-to-left mail (issue 45).
        `<td style="padding:2px 0;font-weight:600"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
    )
    .join('')}</table>`;

export const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;` +
  `color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

/** A number, address or date inside a right-to-left plain-text mail: Unicode isolates keep its order. */
export const isolate = (value: string, dir: 'ltr' | 'rtl') =>
  dir === 'rtl' ? `\u2068${value}\u2069` : value;

export const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;

/** Lines of one paragraph, optionally ending in a visible link. */
export const lines = (texts: string[], href?: string) =>
  `<p style="margin:0 0 16px">${[...texts.map(escapeHtml), ...(href ? [link(href)] : [])].join('<br>')}</p>`;

/** language: the mail's language and writing direction (the patient's confirmation, issue 29); German else. */
export function layout(
  practice: Practice,
  title: string,
  bodyHtml: string,
  footer: string,
  language: { code: string; dir: 'ltr' | 'rtl' } = { code: 'de', dir: 'ltr' },
): string {
  const logo = logoSrc(practice.logoUrl);
  const head = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(practice.name)}" style="max-height:56px;max-width:240px">`
    : `<strong style="font-size:18px">${escapeHtml(practice.name)}</strong>`;
  return `<!doctype html>
<html lang="${language.code}" dir="${language.dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="padding:0 0 16px">${head}</div>
<div style="background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
</div>
<p style="font-size:12px;color:#71717a;margin:16px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
}
