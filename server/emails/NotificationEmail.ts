// The staff notice of a new request (spec 001, DESIGN §5): practice, kind, reference number, time, and the
// recipient's personal magic link and code. Nothing the patient wrote — no name, no answers — not even in
// the subject: mail travels through servers we do not control.
import { MAGIC_LINK_DAYS } from '../commands/issueMagicLink.ts';
import { berlinTime, button, facts, layout, lines, type Practice, p, type RenderedEmail } from './layout.ts';

export type NotificationEmailInput = {
  practice: Practice;
  /** Form type label, with the reception kind when it says more ("Kontakt · Frage"). */
  requestKind: string;
  reference: string;
  /** The patient's language in German ("Türkisch") when not German (issue 29); staff answer accordingly. */
  language: string | null;
  receivedAt: Date;
  /** Absent when staff resend without a link. */
  magic: { url: string; code: string } | null;
  /** The submission in the back office (needs a login). */
  backOfficeUrl: string;
};

export const notificationSubject = (requestKind: string, reference: string) =>
  `Neue Anfrage (${requestKind}) – Referenz ${reference}`;

const validity = `Link und Code sind ${MAGIC_LINK_DAYS} Tage gültig und nur einmal verwendbar. Sobald einer Ihrer Links oder Codes verwendet wurde, werden die übrigen Codes dieser Anfrage deaktiviert.`;
const privacy =
  'Aus Datenschutzgründen enthält diese E-Mail keine Angaben zur Person und keine Inhalte der Anfrage. Der Link ist persönlich – bitte leiten Sie diese E-Mail nicht weiter.';

export function notificationEmail(input: NotificationEmailInput): RenderedEmail {
  const subject = notificationSubject(input.requestKind, input.reference);
  const title = `Neue Anfrage für ${input.practice.name}`;
  const rows: [string, string][] = [
    ['Art der Anfrage', input.requestKind],
    ['Referenznummer', input.reference],
    ...(input.language ? [['Sprache', input.language] as [string, string]] : []),
    ['Eingegangen', berlinTime(input.receivedAt)],
  ];
  const intro = 'Über Praxisdesk ist eine neue Anfrage eingegangen.';
  const backOffice = 'Im Praxisdesk-Backoffice finden Sie die Anfrage jederzeit nach der Anmeldung:';

  const text = [
    title,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(input.magic
      ? [
          'Anfrage ansehen:',
          input.magic.url,
          '',
          `Ihr persönlicher Code: ${input.magic.code}`,
          'Falls sich der Link nicht öffnen lässt, geben Sie auf der Seite stattdessen diesen Code ein.',
          '',
          validity,
          '',
        ]
      : []),
    backOffice,
    input.backOfficeUrl,
    '',
    privacy,
  ].join('\n');

  const html = layout(
    input.practice,
    title,
    [
      p(intro),
      facts(rows),
      ...(input.magic
        ? [
            button(input.magic.url, 'Anfrage ansehen'),
            p(`Ihr persönlicher Code: ${input.magic.code}`),
            p('Falls sich der Link nicht öffnen lässt, geben Sie auf der Seite stattdessen diesen Code ein.'),
            p(validity),
          ]
        : []),
      lines([backOffice], input.backOfficeUrl),
    ].join('\n'),
    privacy,
  );
  return { subject, text, html };
}
