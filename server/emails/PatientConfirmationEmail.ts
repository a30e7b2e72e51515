// Beyond the spec, opt-in per practice: the patient hears that the request arrived, with its reference number
// and how to reach the practice. Never the answers or the message, and no name: a confirmation must not turn
// a mailbox someone else reads into a copy of health data.
// It speaks the language the patient used the reception in (issue 29); its texts are the catalogue's `mail`.
// It carries the link to „Ihre Anfrage“ (issue 45) and, while documents are to be signed (issue 30), the
// personal signing link.
import { PATIENT_CATALOGUES } from '../../common/texts/patient/catalogues.ts';
import { LANGUAGE_INFO, type PatientLanguage } from '../../common/texts/patient/languages.ts';
import { button, facts, layout, lines, type Practice, p, type RenderedEmail } from './layout.ts';

export type PracticeContact = { fullName: string; phone: string; email: string; website: string };

export type PatientConfirmationInput = {
  practice: Practice;
  contact: PracticeContact;
  reference: string;
  language: PatientLanguage;
  /** The signing page with a fresh link's token (commands/consentLinks.ts), when documents are pending. */
  signingUrl?: string | null;
  /** „Ihre Anfrage“ with a fresh link's token (commands/patientPageLinks.ts, issue 45). */
  pageUrl?: string | null;
};

export function patientConfirmationEmail(input: PatientConfirmationInput): RenderedEmail {
  const { practice, contact, reference, language, signingUrl, pageUrl } = input;
  const page = PATIENT_CATALOGUES[language].patientPage.mail;
  const texts = PATIENT_CATALOGUES[language].mail;
  const subject = texts.subject(practice.name, reference);
  const { title, greeting, referenceHint, footer } = texts;
  const thanks = texts.thanks(practice.name);
  const contactRows: [string, string][] = [
    [texts.phone, contact.phone],
    [texts.email, contact.email],
    [texts.website, contact.website],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  const text = [
    greeting,
    '',
    thanks,
    '',
    `${texts.referenceLabel}: ${reference}`,
    referenceHint,
    '',
    ...(pageUrl ? [page.pageIntro, pageUrl, page.linkHint, ''] : []),
    ...(signingUrl ? [texts.signingIntro, signingUrl, texts.signingHint, ''] : []),
    texts.contactHeading,
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
      facts([[texts.referenceLabel, reference]]),
      p(referenceHint),
      ...(pageUrl ? [p(page.pageIntro), button(pageUrl, page.pageButton), p(page.linkHint)] : []),
      ...(signingUrl
        ? [p(texts.signingIntro), button(signingUrl, texts.signingButton), p(texts.signingHint)]
        : []),
      lines([texts.contactHeading, contact.fullName]),
      contactRows.length ? facts(contactRows) : '',
    ].join('\n'),
    footer,
    { code: language, dir: LANGUAGE_INFO[language].dir },
  );
  return { subject, text, html };
}
