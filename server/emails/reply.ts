// Staff's answer to a patient (issue 28): the text staff sent (from a practice template, perhaps edited), then
// how to reach the practice and the request's reference number. The text is staff's; this frame adds no data
// from the request.
import { facts, layout, lines, type Practice, type RenderedEmail } from './layout.ts';
import type { PracticeContact } from './PatientConfirmationEmail.ts';

export type ReplyEmailInput = {
  practice: Practice;
  contact: PracticeContact;
  subject: string;
  body: string;
  reference: string;
  /** Whether answering the mail reaches the practice (a Reply-To address is set). */
  canReply: boolean;
};

/** Paragraphs at blank lines, line breaks kept within them; every line escaped by `lines`. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((rows) => rows.some((row) => row.trim()))
    .map((rows) => lines(rows))
    .join('\n');

export function replyEmail(input: ReplyEmailInput): RenderedEmail {
  const { practice, contact, subject, reference } = input;
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  const contactRows: [string, string][] = [
    ['Telefon', contact.phone],
    ['E-Mail', contact.email],
    ['Website', contact.website],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const referenceLabel = 'Referenz Ihrer Anfrage';
  const footer = input.canReply
    ? `Sie können direkt auf diese E-Mail antworten; Ihre Antwort erreicht ${practice.name}.`
    : `Bitte antworten Sie nicht auf diese E-Mail, sondern wenden Sie sich bei Rückfragen direkt an ${practice.name}.`;

  const text = [
    body,
    '',
    '--',
    contact.fullName,
    ...contactRows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${referenceLabel}: ${reference}`,
    footer,
  ].join('\n');

  const html = layout(
    practice,
    subject,
    [
      paragraphs(body),
      lines([contact.fullName]),
      contactRows.length ? facts(contactRows) : '',
      facts([[referenceLabel, reference]]),
    ].join('\n'),
    footer,
  );
  return { subject, text, html };
}
