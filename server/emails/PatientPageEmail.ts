// The mails that lead a patient to „Ihre Anfrage“ (issue 45): a new message from the practice, a task (the
// anamnese, a signature) and the code for a new device. In the patient's language; none carries what the
// practice wrote or what the patient sent — only the practice's name, the reference and the link.
import { PATIENT_CATALOGUES } from '../../common/texts/patient/catalogues.ts';
import { LANGUAGE_INFO, type PatientLanguage } from '../../common/texts/patient/languages.ts';
import { button, facts, isolate, layout, type Practice, p, type RenderedEmail } from './layout.ts';

type Common = { practice: Practice; reference: string; language: PatientLanguage };

export type PatientPageNotice = { kind: 'message' } | { kind: 'task'; task: 'anamnese' | 'signature' };

/** „Die Praxis hat Ihnen geschrieben“ / „… bittet Sie um etwas“, with the page's link. */
export function patientNoticeEmail(
  input: Common & { notice: PatientPageNotice; pageUrl: string },
): RenderedEmail {
  const catalogue = PATIENT_CATALOGUES[input.language];
  const texts = catalogue.patientPage.mail;
  const { dir } = LANGUAGE_INFO[input.language];
  const { greeting, referenceLabel, footer } = catalogue.mail;
  const { notice } = input;
  const subject =
    notice.kind === 'message'
      ? texts.message.subject(input.practice.name, input.reference)
      : texts.task.subject(input.practice.name, input.reference);
  const title = notice.kind === 'message' ? texts.message.title : texts.task.title;
  const body = notice.kind === 'message' ? texts.message.text : texts.task[notice.task];
  const buttonLabel = notice.kind === 'message' ? texts.message.button : texts.task.button;
  const text = [
    greeting,
    '',
    body,
    '',
    `${referenceLabel}: ${isolate(input.reference, dir)}`,
    '',
    `${buttonLabel}: ${input.pageUrl}`,
    texts.linkHint,
    '',
    footer,
  ].join('\n');
  const html = layout(
    input.practice,
    title,
    [
      p(greeting),
      p(body),
      facts([[referenceLabel, input.reference]]),
      button(input.pageUrl, buttonLabel),
      p(texts.linkHint),
    ].join('\n'),
    footer,
    { code: input.language, dir },
  );
  return { subject, text, html };
}

/** The 6-digit code for opening the page on a device that has not proven the address yet. */
export function patientCodeEmail(input: Common & { code: string }): RenderedEmail {
  const catalogue = PATIENT_CATALOGUES[input.language];
  const texts = catalogue.patientPage.mail.code;
  const { dir } = LANGUAGE_INFO[input.language];
  const { referenceLabel, footer } = catalogue.mail;
  const spaced = `${input.code.slice(0, 3)} ${input.code.slice(3)}`;
  const text = [
    texts.text,
    '',
    isolate(spaced, dir),
    '',
    `${referenceLabel}: ${isolate(input.reference, dir)}`,
    texts.hint,
    '',
    footer,
  ].join('\n');
  const html = layout(
    input.practice,
    texts.title,
    [
      p(texts.text),
      `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px"><bdi>${spaced}</bdi></p>`,
      facts([[referenceLabel, input.reference]]),
      p(texts.hint),
    ].join('\n'),
    footer,
    { code: input.language, dir },
  );
  return { subject: texts.subject(input.practice.name), text, html };
}
