// Beyond the spec, opt-in per practice: the patient hears that the request arrived, with its reference number
// and how to reach the practice. Never the answers or the message, and no name: a confirmation must not turn
// a mailbox someone else reads into a copy of health data.
import { facts, layout, lines, type Practice, p, type RenderedEmail } from './layout.ts';

export type PracticeContact = { fullName: string; phone: string; email: string; website: string };

export type PatientConfirmationInput = { practice: Practice; contact: PracticeContact; reference: string };

export function patientConfirmationEmail(input: PatientConfirmationInput): RenderedEmail {
  const { practice, contact, reference } = input;
  const subject = `Ihre Anfrage bei ${practice.name} – Referenz ${reference}`;
  const title = 'Ihre Anfrage ist eingegangen';
  const greeting = 'Guten Tag,';
  const thanks = `vielen Dank für Ihre Anfrage. Sie ist bei ${practice.name} eingegangen; wir melden uns so bald wie möglich bei Ihnen.`;
  const referenceHint = 'Bitte geben Sie diese Nummer bei Rückfragen an.';
  const contactRows: [string, string][] = [
    ['Telefon', contact.phone],
    ['E-Mail', contact.email],
    ['Website', contact.website],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const footer =
    'Diese E-Mail wurde automatisch versandt. Aus Datenschutzgründen enthält sie keine Angaben aus Ihrer Anfrage. Falls Sie keine Anfrage gesendet haben, können Sie diese E-Mail ignorieren.';

  const text = [
    greeting,
    '',
    thanks,
    '',
    `Ihre Referenznummer: ${reference}`,
    referenceHint,
    '',
    'So erreichen Sie uns:',
    contact.fullName,
    ...contactRows.map(([label, value]) => `${label}: ${value}`),
    '',
    footer,
  ].join('\n');

  const html = layout(
    practice,
    title,
    [
      p(greeting),
      p(thanks),
      facts([['Ihre Referenznummer', reference]]),
      p(referenceHint),
      lines(['So erreichen Sie uns:', contact.fullName]),
      contactRows.length ? facts(contactRows) : '',
    ].join('\n'),
    footer,
  );
  return { subject, text, html };
}
