// "Passwort vergessen?": the link to set a new password. Nothing but the link, its lifetime and what to do when
// the request was not the reader's: no health data, no name of a practice's patient, not even the user's name.
import { berlinTime, button, layout, lines, p, type RenderedEmail } from './layout.ts';

export type PasswordResetInput = { link: string; expiresAt: Date };

const PRODUCT = { name: 'Praxisdesk', logoUrl: null };

export function passwordResetEmail({ link, expiresAt }: PasswordResetInput): RenderedEmail {
  const subject = 'Praxisdesk: Neues Passwort festlegen';
  const title = 'Neues Passwort festlegen';
  const intro =
    'Für Ihr Praxisdesk-Konto wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest:';
  const validity = `Der Link gilt 30 Minuten (bis ${berlinTime(expiresAt)}) und nur einmal. Danach sind Sie auf allen Geräten abgemeldet; eine Zwei-Faktor-Anmeldung bleibt eingerichtet.`;
  const notYou =
    'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr bisheriges Passwort bleibt gültig.';
  const footer = 'Diese E-Mail wurde automatisch versandt.';
  const text = ['Guten Tag,', '', intro, link, '', validity, '', notYou, '', footer].join('\n');
  const html = layout(
    PRODUCT,
    title,
    [p('Guten Tag,'), p(intro), button(link, 'Neues Passwort festlegen'), lines([validity]), p(notYou)].join(
      '\n',
    ),
    footer,
  );
  return { subject, text, html };
}
