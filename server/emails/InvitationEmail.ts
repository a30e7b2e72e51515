// An admin created an account: the invitation to choose its password. The account's address and who invited
// are all it says; no health data.
import { berlinTime, button, layout, lines, p, type RenderedEmail } from './layout.ts';

export type InvitationInput = { link: string; expiresAt: Date; email: string; invitedBy: string };

const PRODUCT = { name: 'Praxisdesk', logoUrl: null };

export function invitationEmail({ link, expiresAt, email, invitedBy }: InvitationInput): RenderedEmail {
  const subject = 'Einladung zu Praxisdesk';
  const title = 'Willkommen bei Praxisdesk';
  const intro = `${invitedBy} hat für Sie ein Praxisdesk-Konto angelegt (${email}). Über diesen Link legen Sie Ihr Passwort fest:`;
  const validity = `Der Link gilt 72 Stunden (bis ${berlinTime(expiresAt)}) und nur einmal. Danach melden Sie sich mit Ihrer E-Mail-Adresse und dem neuen Passwort an.`;
  const notYou =
    'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren; ohne Passwort kann sich niemand mit dem Konto anmelden.';
  const footer = 'Diese E-Mail wurde automatisch versandt.';
  const text = ['Guten Tag,', '', intro, link, '', validity, '', notYou, '', footer].join('\n');
  const html = layout(
    PRODUCT,
    title,
    [p('Guten Tag,'), p(intro), button(link, 'Passwort festlegen'), lines([validity]), p(notYou)].join('\n'),
    footer,
  );
  return { subject, text, html };
}
